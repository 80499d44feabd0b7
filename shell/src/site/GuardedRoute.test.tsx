import { screen } from '@testing-library/react';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { renderInShell } from '../test-support/render-in-shell';
import { GuardedRoute } from './GuardedRoute';

describe('GuardedRoute', () => {
  it('shows the page when the route allows visitors', async () => {
    await renderInShell(<GuardedRoute route={{ path: '/contact-us', page: 'contactUs', meta: {} }}><p>page</p></GuardedRoute>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('shows the 403 page with log in and register to a visitor on a login-only route', async () => {
    await renderInShell(<GuardedRoute route={{ path: '/lms/my-courses', page: 'myCourses', meta: { requiresLogin: true } }}><p>page</p></GuardedRoute>);
    expect(screen.queryByText('page')).not.toBeInTheDocument();
    expect(screen.getByTestId('not-authenticated')).toBeInTheDocument();
    expect(screen.getByTestId('not-authenticated-login')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('offers no registration where the organization does not allow it', async () => {
    const organization = organizationFixture();
    await renderInShell(
      <GuardedRoute route={{ path: '/x', page: 'x', meta: { requiresLogin: true } }}><p>page</p></GuardedRoute>,
      { organization: { ...organization, flags: { ...organization.flags, selfRegistrationEnabled: false } } },
    );
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('treats a switched-off feature as a page that does not exist', async () => {
    const organization = organizationFixture();
    await renderInShell(
      <GuardedRoute route={{ path: '/cart', page: 'cart', meta: { featureFlags: ['marketplaceEnabled'] } }}><p>page</p></GuardedRoute>,
      { organization: { ...organization, flags: { ...organization.flags, marketplaceEnabled: false } } },
    );
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('asks visitors to sign in where anonymous course view is off', async () => {
    const organization = organizationFixture();
    await renderInShell(
      <GuardedRoute route={{ path: '/lms/all-courses', page: 'allCourses', meta: { allowAnonymousCourseView: true } }}><p>page</p></GuardedRoute>,
      { organization: { ...organization, flags: { ...organization.flags, allowAnonymousCourseView: false } }, language: 'ar' },
    );
    expect(screen.getByTestId('not-authenticated')).toHaveTextContent('يرجى تسجيل الدخول');
  });
});
