import { Button, Flex, Select } from 'antd';
import { useId, useState } from 'react';
import { endpointUrl } from '@voski/contract/endpoint';
import type { PaperKind } from '@voski/contract/paperwork';
import { localeNames, locales, type Locale } from '../../../lib/i18n/locale';
import { downloadAttachment } from '../../client/download';
import { useNotify } from '../../client/use-notify';
import { useT } from '../../ui/use-t';

const CUSTOMERS = 'customer';
type Choice = Locale | typeof CUSTOMERS;

const endpointOf = {
  invoice: 'GET /payment/orders/:id/invoice',
  'packing-slip': 'GET /payment/orders/:id/packing-slip',
} as const;

/** The order's invoice and packing slip as PDF, in the customer's language or one chosen. */
export function OrderPaperwork({ orderId }: { orderId: number }) {
  const t = useT();
  const notify = useNotify();
  const languageLabel = useId();
  const [language, setLanguage] = useState<Choice>(CUSTOMERS);
  const [busy, setBusy] = useState<PaperKind | null>(null);

  const download = async (kind: PaperKind) => {
    setBusy(kind);
    try {
      const lang = language === CUSTOMERS ? undefined : language;
      const url = endpointUrl(endpointOf[kind], { params: { id: orderId }, query: { lang } });
      await downloadAttachment(url, `${kind}-${orderId}.pdf`);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex gap="small" wrap align="center">
      <Button onClick={() => void download('invoice')} loading={busy === 'invoice'}>
        {t('admin.paperwork.invoice')}
      </Button>
      <Button onClick={() => void download('packing-slip')} loading={busy === 'packing-slip'}>
        {t('admin.paperwork.packingSlip')}
      </Button>
      <span id={languageLabel}>{t('admin.paperwork.language')}</span>
      <Select<Choice>
        aria-labelledby={languageLabel}
        value={language}
        onChange={setLanguage}
        style={{ minWidth: 160 }}
        options={[
          { value: CUSTOMERS, label: t('admin.paperwork.customerLanguage') },
          ...locales.map((l) => ({ value: l, label: localeNames[l] })),
        ]}
      />
    </Flex>
  );
}
