import { lazy, Suspense } from 'react';
import '../admin/i18n/staff-catalogs';
import { StaffLoading } from '../admin/StaffLoading';
import { pageMeta } from '../lib/page-meta';
import { useHydrated } from '../lib/use-stored-item';

// Ant Design is only ever loaded in the browser, in its own chunk.
const LoginScreen = lazy(() => import('../admin/LoginScreen'));

export function meta() {
  return pageMeta('hy', 'meta.login.title');
}

export default function Login() {
  if (!useHydrated()) return <StaffLoading />;
  return (
    <Suspense fallback={<StaffLoading />}>
      <LoginScreen />
    </Suspense>
  );
}
