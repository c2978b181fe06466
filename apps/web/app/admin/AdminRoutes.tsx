import { Route, Routes } from 'react-router';
import { AdminNotFound, Forbidden } from './AdminPages';
import { adminPages, canOpen, editPages, recordPages, type AdminPage } from './menu';
import { pageComponents } from './pages/registry';
import type { StaffSession } from './session';

function pageElement(page: AdminPage, session: StaffSession) {
  if (!canOpen(page, session.role)) return <Forbidden />;
  const Page = pageComponents[page.path];
  return Page ? <Page session={session} /> : <AdminNotFound />;
}

/** The admin pages, as descendant routes of the `admin/*` route (paths relative to /admin). */
export function AdminRoutes({ session }: { session: StaffSession }) {
  return (
    <Routes>
      {[...adminPages, ...editPages, ...recordPages].map((page) =>
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
