import { AdminLayout } from './AdminLayout';
import { LoginPanel } from './LoginForm';
import { useSession } from './session';
import { StaffProviders } from './StaffProviders';

/**
 * Everything under /admin. Without a stored token the login form takes the page's place;
 * signing in (or a 401 clearing the token) flips between the two without a navigation.
 */
export default function AdminApp() {
  const session = useSession();
  return (
    <StaffProviders>
      {session ? <AdminLayout session={session} /> : <LoginPanel onSignedIn={() => {}} />}
    </StaffProviders>
  );
}
