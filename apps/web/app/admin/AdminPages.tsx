import { StopOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { LinkButton } from './ui/LinkButton';

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
      extra={
        <LinkButton type="primary" to="/admin">
          {intl.formatMessage({ id: 'admin.page.dashboard' })}
        </LinkButton>
      }
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
