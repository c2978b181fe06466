import { SafetyOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useLocale } from '../../../lib/i18n/use-locale';
import { callEndpoint } from '../../client/http';
import { useQuery } from '../../client/query-cache';
import { formatDateTime } from '../../ui/format';
import { QueryError } from '../../ui/QueryError';
import { useT } from '../../ui/use-t';

/** Admins only: when the last backup archive was written, its size, and the schedule. */
export function BackupCard() {
  const t = useT();
  const locale = useLocale();
  const latest = useQuery('backups/latest', () => callEndpoint('GET /backups/latest'));
  const backup = latest.data?.backup;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} sm={12} lg={8}>
        {latest.error && <QueryError error={latest.error} onRetry={() => void latest.reload()} />}
        <Card>
          <Statistic
            title={t('admin.dashboard.backup')}
            prefix={<SafetyOutlined />}
            value={
              backup
                ? formatDateTime(backup.created_at, locale)
                : latest.data
                  ? t('admin.dashboard.backupNone')
                  : '…'
            }
            loading={latest.data === undefined && !latest.error}
          />
          {backup && (
            <Typography.Text type="secondary">
              {t('admin.dashboard.backupSize', { mb: (backup.bytes / 1048576).toFixed(1) })}
            </Typography.Text>
          )}
          {latest.data && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('admin.dashboard.backupSchedule', { hours: latest.data.every_hours })}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
    </Row>
  );
}
