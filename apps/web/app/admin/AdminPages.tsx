import { ClockCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../lib/i18n/messages';
import { roleLabel } from './menu';
import type { StaffSession } from './session';

export function Dashboard({ session }: { session: StaffSession }) {
  const intl = useIntl();
  const role = roleLabel(session.role);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        <FormattedMessage id="admin.dashboard.greeting" values={{ name: session.name }} />
      </Typography.Title>
      {role && (
        <Typography.Paragraph strong>{intl.formatMessage({ id: role })}</Typography.Paragraph>
      )}
      <Typography.Paragraph>
        <FormattedMessage id="admin.dashboard.text" />
      </Typography.Paragraph>
    </>
  );
}

/** A titled placeholder for the pages later work fills in. */
export function ComingSoon({ title }: { title: MessageId }) {
  const intl = useIntl();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {intl.formatMessage({ id: title })}
      </Typography.Title>
      <Card>
        <Result
          icon={<ClockCircleOutlined />}
          title={intl.formatMessage({ id: 'admin.comingSoon.title' })}
          subTitle={intl.formatMessage({ id: 'admin.comingSoon.text' })}
        />
      </Card>
    </>
  );
}

export function Forbidden() {
  const intl = useIntl();
  return (
    <Result
      status="403"
      icon={<StopOutlined />}
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          {intl.formatMessage({ id: 'admin.forbidden.title' })}
        </h1>
      }
      subTitle={intl.formatMessage({ id: 'admin.forbidden.text' })}
    />
  );
}

export function AdminNotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>{intl.formatMessage({ id: 'notFound.title' })}</h1>
      }
      subTitle={intl.formatMessage({ id: 'notFound.text' })}
    />
  );
}
