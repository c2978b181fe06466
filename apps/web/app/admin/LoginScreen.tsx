import { useNavigate, useSearchParams } from 'react-router';
import { LoginPanel } from './LoginForm';
import { safeNextPath } from './safe-next';
import { StaffProviders } from './StaffProviders';

/** The /login page: after signing in, go to `next` when it is a path on this site, else /admin. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <StaffProviders>
      <LoginPanel
        onSignedIn={() => {
          void navigate(safeNextPath(params.get('next')) ?? '/admin', { replace: true });
        }}
      />
    </StaffProviders>
  );
}
