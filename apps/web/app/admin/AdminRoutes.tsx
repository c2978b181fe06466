import { Route, Routes } from 'react-router';
import { AdminNotFound, ComingSoon, Dashboard, Forbidden } from './AdminPages';
import { adminPages, canOpen, type AdminPage } from './menu';
import type { StaffSession } from './session';

function pageElement(page: AdminPage, session: StaffSession) {
  if (!canOpen(page, session.role)) return <Forbidden />;
  if (page.path === '/admin') return <Dashboard session={session} />;
  return <ComingSoon title={page.label} />;
}

/** The admin pages, as descendant routes of the `admin/*` route (paths relative to /admin). */
export function AdminRoutes({ session }: { session: StaffSession }) {
  return (
    <Routes>
      {adminPages.map((page) =>
        page.path === '/admin' ? (
          <Route key={page.path} index element={pageElement(page, session)} />
        ) : (
          <Route
            key={page.path}
            path={page.path.slice('/admin/'.length)}
            element={pageElement(page, session)}
          />
        ),
      )}
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
