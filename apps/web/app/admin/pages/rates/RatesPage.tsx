import { BankOutlined, ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  InputNumber,
  Modal,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useAction } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import { formatDate, formatDateTime } from '../../ui/format';
import { KeyboardPopconfirm } from '../../ui/KeyboardPopconfirm';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusTag, type TagLook } from '../../ui/StatusTag';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import {
  followCentralBank,
  needsConfirmation,
  RATE_CHANGE_PERCENT,
  RATE_MAX,
  setRate,
  useRateDetails,
  useRecentRateHistory,
  type RateDetails,
  type RateHistoryEntry,
  type RateSource,
} from './rates-api';

const sourceLooks: Record<RateSource, TagLook> = {
  manual: { tone: 'warning', icon: EditOutlined },
  cba: { tone: 'success', icon: BankOutlined },
  seed: { tone: 'default', icon: ClockCircleOutlined },
};

const isKnownSource = (source: string): source is RateSource => source in sourceLooks;

/** Where a rate came from, in words: by hand, the central bank, or the starting rate. */
function SourceTag({ source }: { source: string }) {
  const t = useT();
  if (!isKnownSource(source)) return <StatusTag look={undefined}>{source}</StatusTag>;
  return (
    <StatusTag look={sourceLooks[source]}>
      {t(`admin.rates.source.${source}` as StaffMessageId)}
    </StatusTag>
  );
}

/** AMD per unit, written the staff member's way (387.5, 387,5). */
function useFormatRate() {
  const intl = useIntl();
  return (value: number) => intl.formatNumber(value, { maximumFractionDigits: 4 });
}

/** The latest few values of a rate, newest first. */
function RecentHistory({ current }: { current: RateDetails['current'] }) {
  const t = useT();
  const locale = useLocale();
  const formatRate = useFormatRate();
  const headingId = useId();
  const query = useRecentRateHistory(current);
  const columns: TableColumnsType<RateHistoryEntry> = [
    {
      title: t('admin.column.date'),
      key: 'date',
      render: (_, entry) => formatDate(entry.date, locale),
    },
    {
      title: t('admin.rates.amdPerUnit', { current }),
      key: 'value',
      align: 'right',
      render: (_, entry) => formatRate(entry.value),
    },
    {
      title: t('admin.rates.source'),
      key: 'source',
      render: (_, entry) => <SourceTag source={entry.source} />,
    },
  ];
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {t('admin.rates.recent', { current })}
      </Typography.Title>
      <Table
        size="small"
        rowKey={(entry) => `${entry.date} ${entry.source}`}
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.fetching}
        pagination={false}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.rates.noHistory') }}
      />
    </section>
  );
}

interface RateForm {
  value: number;
}

/** A rate far from the central bank's, waiting for the staff member's yes or no. */
interface Question {
  value: number;
  answer: (yes: boolean) => void;
}

/**
 * One currency: its rate and where it came from, a field to set it by hand (asking first when
 * the server finds it far from the central bank's), and the way back to the central bank.
 */
function RateCard({ rate }: { rate: RateDetails }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const formatRate = useFormatRate();
  const headingId = useId();
  const { current } = rate;
  const [form] = Form.useForm<RateForm>();

  // the question stays while its dialog closes, so its text does not vanish mid-animation
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (value: number) =>
    new Promise<boolean>((answer) => {
      setQuestion({ value, answer });
      setAsking(true);
    });
  const answer = (yes: boolean) => {
    setAsking(false);
    question?.answer(yes);
  };

  // answers whether the rate was set: a far value the staff member declined is neither
  const save = useFormSave(
    form,
    async ({ value }: RateForm) => {
      try {
        await setRate(current, value);
        return true;
      } catch (error) {
        if (!needsConfirmation(error)) throw error;
        if (!(await ask(value))) return false;
        await setRate(current, value, true);
        return true;
      }
    },
    {
      failed: notify.error,
      saved: (set) => {
        if (!set) return;
        notify.success('admin.rates.saved');
        form.resetFields();
      },
    },
  );

  const handBack = useAction(async () => {
    try {
      await followCentralBank(current);
      notify.success('admin.rates.handedBack');
    } catch (error) {
      notify.error(error);
      throw error;
    }
  });

  return (
    <section aria-labelledby={headingId} style={{ width: 440, maxWidth: '100%' }}>
      <Card
        title={
          <Typography.Title level={2} id={headingId} style={{ fontSize: 20, margin: 0 }}>
            {t(`admin.rates.name.${current}` as StaffMessageId)}
          </Typography.Title>
        }
      >
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'value',
              label: t('admin.rates.rate'),
              children: t('admin.rates.perUnit', { value: formatRate(rate.value), current }),
            },
            {
              key: 'source',
              label: t('admin.rates.source'),
              children: <SourceTag source={rate.source} />,
            },
            {
              key: 'updated',
              label: t('admin.rates.updated'),
              children: formatDateTime(rate.updated_at, locale),
            },
          ]}
        />
        {rate.source === 'manual' && (
          <KeyboardPopconfirm
            title={t('admin.rates.handBackQuestion', { current })}
            okText={t('admin.rates.handBackOk')}
            cancelText={t('admin.action.cancel')}
            onConfirm={() => void handBack.run()}
            disabled={handBack.pending}
          >
            <Button icon={<BankOutlined aria-hidden />} loading={handBack.pending}>
              {t('admin.rates.handBack', { current })}
            </Button>
          </KeyboardPopconfirm>
        )}
        <Form<RateForm>
          form={form}
          // each currency's form its own name: its field's id, which its label points to
          name={`rate-${current}`}
          layout="vertical"
          onFinish={save.submit}
          style={{ marginTop: 16 }}
        >
          <Form.Item
            name="value"
            label={t('admin.rates.newValue', { current })}
            rules={[
              { required: true, message: t('admin.field.required') },
              {
                validator: async (_, value: unknown) => {
                  if (typeof value === 'number' && !(value > 0))
                    throw new Error(t('admin.rates.positive'));
                },
              },
              {
                type: 'number',
                max: RATE_MAX,
                message: t('admin.rates.tooLarge', { max: formatRate(RATE_MAX) }),
              },
            ]}
          >
            <InputNumber<number>
              step={rate.value >= 100 ? 1 : 0.01}
              placeholder={String(rate.value)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.pending}>
            {t('admin.rates.set', { current })}
          </Button>
        </Form>
        <RecentHistory current={current} />
      </Card>
      <Modal
        open={asking}
        title={t('admin.rates.confirmTitle', { current })}
        okText={t('admin.rates.confirmOk')}
        cancelText={t('admin.action.cancel')}
        onOk={() => answer(true)}
        onCancel={() => answer(false)}
        afterClose={() => setQuestion(null)}
      >
        {question && (
          <p>
            {t('admin.rates.confirmText', {
              current,
              old: formatRate(rate.value),
              new: formatRate(question.value),
              percent: RATE_CHANGE_PERCENT,
            })}
          </p>
        )}
      </Modal>
    </section>
  );
}

/** Admins see the shop's exchange rates, set one by hand, or hand it back to the central bank. */
export function RatesPage() {
  const t = useT();
  const query = useRateDetails();
  return (
    <>
      <PageTitle>{t('admin.page.rates')}</PageTitle>
      <p style={{ maxWidth: 880 }}>{t('admin.rates.intro', { percent: RATE_CHANGE_PERCENT })}</p>
      <LoadState query={query}>
        {(rates) =>
          rates.length === 0 ? (
            <p>{t('admin.rates.none')}</p>
          ) : (
            <Flex wrap gap={24} align="start">
              {rates.map((rate) => (
                <RateCard key={rate.current} rate={rate} />
              ))}
            </Flex>
          )
        }
      </LoadState>
    </>
  );
}
