import { pathForRole } from '@halaqa/mfe-runtime';
import { Link, useLocation } from '@halaqa/router';
import { rememberRoute } from '@halaqa/session';
import { Button } from '@halaqa/ui';

/**
 * The way to the sign-in page that comes back here afterwards: the current
 * address is remembered (the login page returns to it) and also given as
 * `?returnUrl=` for a login that reads the address.
 */
export function SignInLink({ label, testId = 'sign-in-link' }: { label: string; testId?: string }) {
  const location = useLocation();
  const login = pathForRole('login');
  if (!login) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <Button as={Link} to={`${login}?returnUrl=${encodeURIComponent(here)}`} onClick={() => rememberRoute(here)} data-testid={testId}>
      {label}
    </Button>
  );
}
