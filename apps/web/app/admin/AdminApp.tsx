import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearQueries } from './client/query-cache';
import { AdminLayout } from './AdminLayout';
import { callEndpoint } from './client/http';
import { LoginPanel } from './LoginForm';
import { refreshSession, useSession } from './session';
import { StaffProviders } from './StaffProviders';

/**
 * Everything under /admin. Without a stored token the login form takes the page's place;
 * signing in (or a 401 clearing the token) flips between the two without a navigation.
 */
export default function AdminApp() {
  const session = useSession();
  const token = session?.token;
  const { pathname } = useLocation();
  // A stored token may have expired, been revoked or lost its account: asking the server at
  // each page settles it (a 401 clears the session), and brings the name and
  // role up to date, so an Admin's change of role shows in the menu at the next page.
  useEffect(() => {
    if (token) {
      void callEndpoint('GET /auth/me')
        .then(refreshSession)
        .catch(() => {});
    }
  }, [token, pathname]);
  // what one staff member read is not shown to the next, who may have another role
  useEffect(() => clearQueries, [token]);
  return (
    <StaffProviders>
      {session ? <AdminLayout session={session} /> : <LoginPanel onSignedIn={() => {}} />}
    </StaffProviders>
  );
}
