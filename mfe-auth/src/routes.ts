// Route table of mfe-auth (spec section 2: Authentication, Learning aids
// assessments, Account). Loaded by the shell before the remote's app: no React,
// no runtime imports.
import type { RouteTable, RemoteRoutesModule } from '@halaqa/contracts';

export const remote = 'mfe-auth' as const;

export const routes: RouteTable = [
  // Authentication: base /auth, sidebar hidden, root redirects to login.
  { path: '/auth', page: 'authRoot', meta: { hideSidebar: true }, redirect: '/auth/login' },
  { path: '/auth/login', page: 'login', meta: { loggedOutOnly: true, hideSidebar: true } },
  { path: '/auth/verification-code', page: 'verificationCode', meta: { loggedOutOnly: true, hideSidebar: true } },
  { path: '/auth/forget-password', page: 'forgetPassword', meta: { loggedOutOnly: true, hideSidebar: true } },
  { path: '/auth/reset-password', page: 'resetPassword', meta: { hideSidebar: true } },
  { path: '/auth/verify-email', page: 'verifyEmail', meta: { hideSidebar: true } },
  // Phone verification: login required, sidebar shown.
  { path: '/auth/verify-number', page: 'verifyNumber', meta: { requiresLogin: true } },
  // Listed with the authentication screens, so it hides the sidebar like them.
  { path: '/register', page: 'register', meta: { loggedOutOnly: true, requiresRegistrationEnabled: true, hideSidebar: true } },

  // Onboarding assessments (Learning aids).
  { path: '/assessments', page: 'assessmentsWelcome', meta: { requiresLogin: true, hideSidebar: true } },
  { path: '/assessments/:assessmentId', page: 'assessment', meta: { requiresLogin: true, hideSidebar: true } },

  // Account. /profile/payment-history belongs to mfe-commerce.
  { path: '/profile', page: 'profile', meta: { requiresLogin: true }, redirect: '/profile/details' },
  { path: '/profile/details', page: 'profileDetails', meta: { requiresLogin: true } },
  { path: '/profile/profile-image', page: 'profileImage', meta: { requiresLogin: true } },
  { path: '/profile/security', page: 'profileSecurity', meta: { requiresLogin: true } },
  { path: '/account-settings', page: 'accountSettings', meta: { requiresLogin: true } },
  { path: '/activity-log', page: 'activityLog', meta: { requiresLogin: true } },
];

const routesModule: RemoteRoutesModule = { remote, routes };
export default routesModule;
