import { pathForRole } from '@halaqa/mfe-runtime';
import { Navigate } from '@halaqa/router';
import { NotFound } from './GlobalScreens';

/** `/`: the main layout's default redirect goes to the courses root (spec section 2), wherever the site has one. */
export function HomeRedirect() {
  const target = pathForRole('coursesRoot') ?? pathForRole('dashboard');
  return target ? <Navigate to={target} replace /> : <NotFound />;
}
