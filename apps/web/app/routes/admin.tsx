import { lazy, Suspense } from 'react';
import '../admin/i18n/staff-catalogs';
import { StaffLoading } from '../admin/StaffLoading';
import { pageMeta } from '../lib/page-meta';
import { useHydrated } from '../lib/use-stored-item';

// Ant Design is only ever loaded in the browser, in its own chunk.
const AdminApp = lazy(() => import('../admin/AdminApp'));

export function meta() {
  return pageMeta('hy', 'meta.admin.title');
}

export default function Admin() {
  if (!useHydrated()) return <StaffLoading />;
  return (
    <Suspense fallback={<StaffLoading />}>
      <AdminApp />
    </Suspense>
  );
}
