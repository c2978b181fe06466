import {
  AppstoreAddOutlined,
  FileTextOutlined,
  MailOutlined,
  PictureOutlined,
  PlusOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { StaffMessageId as MessageId } from '../../../lib/i18n/messages';
import { callEndpoint } from '../../client/http';
import { useQuery } from '../../client/query-cache';
import { canOpen, findPage, roleLabel } from '../../menu';
import type { StaffSession } from '../../session';
import { formatAmd } from '../../ui/format';
import { LinkButton } from '../../ui/LinkButton';
import { QueryError } from '../../ui/QueryError';
import { useT } from '../../ui/use-t';
import { addDays, shopDay } from '@voski/contract/shop-days';
import { Role } from '@voski/contract/roles';
import { useMessagePage, useUnreadCount } from '../contact/contact-api';
import { useOrderCount, useOrderStats } from '../orders/orders-api';
import { BackupCard } from './BackupCard';
import { DailyChart } from './DailyChart';

const chartDays = 14;

const shortcuts: { path: string; label: MessageId; icon: ReactNode }[] = [
  {
    path: '/admin/payment/orders',
    label: 'admin.dashboard.goOrders',
    icon: <ShoppingCartOutlined />,
  },
  {
    path: '/admin/contact/formResult',
    label: 'admin.dashboard.goMessages',
    icon: <MailOutlined />,
  },
  { path: '/admin/products/add', label: 'admin.page.productsAdd', icon: <PlusOutlined /> },
  { path: '/admin/products/all', label: 'admin.page.productsAll', icon: <TagsOutlined /> },
  { path: '/admin/category/add', label: 'admin.page.categoryAdd', icon: <AppstoreAddOutlined /> },
  { path: '/admin/slide/all', label: 'admin.page.slideAll', icon: <PictureOutlined /> },
  { path: '/admin/blog/add', label: 'admin.page.blogAdd', icon: <FileTextOutlined /> },
  { path: '/admin/user/add', label: 'admin.page.userAdd', icon: <UserAddOutlined /> },
  { path: '/admin/user/all', label: 'admin.page.userAll', icon: <TeamOutlined /> },
];

function SalesOverview() {
  const t = useT();
  const locale = useLocale();
  const today = shopDay(new Date());
  const stats = useOrderStats(addDays(today, 1 - chartDays), today);
  const newOrders = useOrderCount({ done: [0] });
  const toShip = useOrderCount({ done: [0], payment_status: ['paid'] });
  // one message read for the total; the unread count is the menu's, shared by all staff
  const messages = useMessagePage(1, 1);
  const unread = useUnreadCount(true);
  const messagesFailed = messages.error ?? unread.error;
  const days = stats.data?.days ?? [];
  const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
  const failed = [stats, newOrders, toShip].find((query) => query.error);

  return (
    <>
      {failed?.error && <QueryError error={failed.error} onRetry={() => void failed.reload()} />}
      {messagesFailed && (
        <QueryError
          error={messagesFailed}
          onRetry={() => void Promise.all([messages.reload(), unread.reload()])}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic
              title={t('admin.dashboard.newOrders')}
              value={newOrders.data ?? '…'}
              loading={newOrders.data === undefined && !newOrders.error}
            />
            <Typography.Text type="secondary">
              {t('admin.dashboard.toShip', { count: toShip.data ?? 0 })}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic
              title={t('admin.dashboard.unreadMessages')}
              value={unread.data?.unread ?? '…'}
              loading={unread.data === undefined && !unread.error}
            />
            <Typography.Text type="secondary">
              {t('admin.dashboard.messagesTotal', { count: messages.data?.meta.total ?? 0 })}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic
              title={t('admin.dashboard.revenue', { days: chartDays })}
              value={formatAmd(stats.data?.revenue ?? 0, locale)}
              loading={stats.data === undefined && !stats.error}
            />
            <Typography.Text type="secondary">
              {t('admin.dashboard.ordersInDays', {
                kept: stats.data?.kept ?? 0,
                count: stats.data?.count ?? 0,
                days: chartDays,
              })}
            </Typography.Text>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={12}>
          <Card>
            <DailyChart
              stats={days}
              measure="count"
              title={t('admin.dashboard.ordersPerDay')}
              format={(value) => String(value)}
              formatDay={dayLabel}
              color="#976E2B"
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card>
            <DailyChart
              stats={days}
              measure="revenue"
              title={t('admin.dashboard.revenuePerDay')}
              format={(value) => formatAmd(value, locale)}
              formatDay={dayLabel}
              color="#3f6f5a"
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function CatalogOverview() {
  const t = useT();
  const products = useQuery('products?page=1&per_page=1', () =>
    callEndpoint('GET /products', { query: { page: 1, per_page: 1 } }),
  );
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} sm={12} lg={8}>
        <Card>
          <Statistic
            title={t('admin.dashboard.products')}
            value={products.data?.meta?.total ?? '…'}
            loading={products.data === undefined && !products.error}
          />
          {products.error && (
            <Typography.Text type="danger">{t('admin.product.allFailed')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** /admin: the figures and shortcuts of what the signed-in role does. */
export function DashboardPage({ session }: { session: StaffSession }) {
  const t = useT();
  const role = roleLabel(session.role);
  const allowed = (path: string) => {
    const page = findPage(path);
    return page !== undefined && canOpen(page, session.role);
  };
  const sales = allowed('/admin/payment/orders');
  const catalog = allowed('/admin/products/all');

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('admin.dashboard.greeting', { name: session.name })}
      </Typography.Title>
      {role && <Typography.Paragraph type="secondary">{t(role)}</Typography.Paragraph>}
      {sales && <SalesOverview />}
      {catalog && <CatalogOverview />}
      {session.role === Role.Admin && <BackupCard />}
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('admin.dashboard.shortcuts')}</h2>}>
        <Flex wrap gap={12}>
          {shortcuts
            .filter((shortcut) => allowed(shortcut.path))
            .map((shortcut) => (
              <LinkButton key={shortcut.path} to={shortcut.path} icon={shortcut.icon}>
                {t(shortcut.label)}
              </LinkButton>
            ))}
        </Flex>
        {!sales && !catalog && (
          <Typography.Paragraph>{t('admin.dashboard.text')}</Typography.Paragraph>
        )}
      </Card>
    </>
  );
}
