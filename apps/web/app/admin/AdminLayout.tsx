import { LogoutOutlined, MenuOutlined, PoweroffOutlined } from '@ant-design/icons';
import { Badge, Button, Layout, Menu, Select, Typography, type MenuProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { localeNames, localizedHref, locales, type Locale } from '../lib/i18n/locale';
import { setStaffLocale } from '../lib/i18n/staff-locale';
import { useLocale } from '../lib/i18n/use-locale';
import { signOut } from './auth';
import { AdminRoutes } from './AdminRoutes';
import { adminGroups, canOpen, findPage, messagesPage, pagesForRole } from './menu';
import { useUnreadCount } from './pages/contact/contact-api';
import { safeNextPath } from './safe-next';
import { clearSession, type StaffSession } from './session';

const logoutKey = 'logout';
const logoutEverywhereKey = 'logout-everywhere';

/**
 * The count of messages no one has marked read, for the roles that read them; asked again on
 * every page change, so what one staff member marks shows in everyone's menu.
 */
function useUnread(role: number | null, pathname: string): number {
  const query = useUnreadCount(canOpen(messagesPage, role));
  const { reload } = query;
  useEffect(() => {
    void reload();
  }, [pathname, reload]);
  return query.data?.unread ?? 0;
}

/** A menu label and, when there are unread messages, their count beside it (seen, not read). */
function withCount(label: string, count: number): ReactNode {
  if (count === 0) return label;
  return (
    <>
      {label}{' '}
      <span aria-hidden>
        <Badge count={count} size="small" />
      </span>
    </>
  );
}

/** The menu for `role`; the link to `current`, the page shown, says so to screen readers. */
function useMenuItems(
  role: number | null,
  unread: number,
  current?: string,
): NonNullable<MenuProps['items']> {
  const intl = useIntl();
  const pages = pagesForRole(role);
  const item = (path: string, label: string) => {
    const count = path === messagesPage.path ? unread : 0;
    const unreadText = intl.formatMessage({ id: 'admin.messages.unreadCount' }, { count });
    return {
      key: path,
      label: (
        <Link
          to={path}
          aria-current={path === current ? 'page' : undefined}
          aria-label={count > 0 ? `${label} ${unreadText}` : undefined}
        >
          {withCount(label, count)}
        </Link>
      ),
    };
  };
  const top = pages
    .filter((page) => page.group === null)
    .map((page) => item(page.path, intl.formatMessage({ id: page.label })));
  const groups = adminGroups.flatMap((group) => {
    const children = pages
      .filter((page) => page.group === group.key)
      .map((page) => item(page.path, intl.formatMessage({ id: page.label })));
    if (children.length === 0) return [];
    const count = group.key === messagesPage.group ? unread : 0;
    return [
      {
        key: group.key,
        label: withCount(intl.formatMessage({ id: group.label }), count),
        children,
      },
    ];
  });
  return [
    ...top,
    ...groups,
    { type: 'divider' },
    {
      key: logoutKey,
      icon: <LogoutOutlined />,
      label: intl.formatMessage({ id: 'admin.logout' }),
    },
    {
      key: logoutEverywhereKey,
      icon: <PoweroffOutlined />,
      label: intl.formatMessage({ id: 'admin.logoutEverywhere' }),
    },
  ];
}

export function AdminLayout({ session }: { session: StaffSession }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [collapsed, setCollapsed] = useState(false);
  const page = findPage(pathname);
  const unread = useUnread(session.role, pathname);
  const items = useMenuItems(session.role, unread, page?.path);
  const pageTitle = intl.formatMessage({ id: page?.label ?? 'admin.title' });

  useEffect(() => {
    document.title = `${pageTitle} — Voski`;
  }, [pageTitle]);

  async function logout(everywhere = false) {
    void signOut(session.token, everywhere);
    try {
      await navigate(safeNextPath(params.get('next')) ?? '/login');
    } finally {
      clearSession();
    }
  }

  const onMenuClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (key === logoutKey) void logout();
    else if (key === logoutEverywhereKey) void logout(true);
    // Enter on a focused item; a click on the item's link has already navigated
    else if (!domEvent.defaultPrevented) void navigate(key);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        theme="light"
        width={256}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        trigger={null}
        style={{ borderRight: '1px solid #f0f0f0' }}
      >
        <div
          style={{ padding: '20px 24px', fontSize: 20, fontWeight: 600, letterSpacing: '0.08em' }}
        >
          Voski
        </div>
        <nav id="admin-menu" aria-label={intl.formatMessage({ id: 'admin.menu' })}>
          <Menu
            mode="inline"
            items={items}
            selectedKeys={page ? [page.parent ?? page.path] : []}
            defaultOpenKeys={page?.group ? [page.group] : []}
            onClick={onMenuClick}
            style={{ borderInlineEnd: 0 }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '0 16px',
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={intl.formatMessage({ id: 'nav.menu' })}
            aria-expanded={!collapsed}
            aria-controls="admin-menu"
            onClick={() => setCollapsed((value) => !value)}
          />
          <Typography.Text strong ellipsis style={{ marginRight: 'auto', minWidth: 0 }}>
            {session.name}
          </Typography.Text>
          <Link to={localizedHref(locale, '/')} style={{ whiteSpace: 'nowrap' }}>
            <FormattedMessage id="admin.viewSite" />
          </Link>
          <Select<Locale>
            value={locale}
            onChange={setStaffLocale}
            aria-label={intl.formatMessage({ id: 'nav.language' })}
            options={locales.map((value) => ({ value, label: localeNames[value] }))}
            style={{ width: 130 }}
          />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main id="main">
            <AdminRoutes session={session} />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
