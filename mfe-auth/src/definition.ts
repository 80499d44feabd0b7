// mfe-auth declares itself (spec section 2: Authentication, Learning aids
// assessments, Account): data only, no React. Links use `authPaths`; other
// areas reach its pages through their roles (login, register, ...).
import { defineRemote, type PageKeysOf, type RouteMeta } from '@halaqa/contracts';
import en from './i18n/chrome.en.json';
import ar from './i18n/chrome.ar.json';

/** Authentication screens: base /auth, sidebar hidden; visiting one clears the remembered route (guard step 3). */
const AUTH_SCREEN: RouteMeta = { hideSidebar: true, authScreen: true };
const LOGGED_OUT_SCREEN: RouteMeta = { ...AUTH_SCREEN, loggedOutOnly: true };
/** Opened from an email: works whoever is signed in (guard steps 9 and 10 let it be). */
const EMAIL_LINK: RouteMeta = { ...AUTH_SCREEN, fromEmail: true };
const SIGNED_IN: RouteMeta = { requiresLogin: true };

export const auth = defineRemote({
  name: 'mfe-auth',
  prefixes: ['/auth', '/register', '/assessments', '/profile', '/account-settings', '/activity-log'],
  routes: {
    // Authentication: root redirects to login.
    authRoot: { path: '/auth', meta: AUTH_SCREEN, redirect: 'login' },
    login: { path: '/auth/login', meta: LOGGED_OUT_SCREEN, role: 'login' },
    verificationCode: { path: '/auth/verification-code', meta: LOGGED_OUT_SCREEN },
    forgetPassword: { path: '/auth/forget-password', meta: LOGGED_OUT_SCREEN, role: 'forgetPassword' },
    resetPassword: { path: '/auth/reset-password', meta: EMAIL_LINK },
    verifyEmail: { path: '/auth/verify-email', meta: EMAIL_LINK },
    // Phone verification: login required, sidebar shown.
    verifyNumber: { path: '/auth/verify-number', meta: { requiresLogin: true, authScreen: true }, role: 'verifyNumber' },
    // Listed with the authentication screens, so it hides the sidebar like them.
    register: { path: '/register', meta: { loggedOutOnly: true, requiresRegistrationEnabled: true, hideSidebar: true }, role: 'register' },

    // Onboarding assessments (Learning aids).
    assessmentsWelcome: { path: '/assessments', meta: { requiresLogin: true, hideSidebar: true }, role: 'assessments' },
    assessment: { path: '/assessments/:assessmentId', meta: { requiresLogin: true, hideSidebar: true }, role: 'assessment' },

    // Account. /profile/payment-history belongs to mfe-commerce.
    profile: { path: '/profile', meta: SIGNED_IN, redirect: 'profileDetails' },
    profileDetails: { path: '/profile/details', meta: SIGNED_IN },
    profileImage: { path: '/profile/profile-image', meta: SIGNED_IN },
    profileSecurity: { path: '/profile/security', meta: SIGNED_IN },
    accountSettings: { path: '/account-settings', meta: SIGNED_IN },
    activityLog: { path: '/activity-log', meta: SIGNED_IN, role: 'activityLog' },
  },
  menus: [
    { id: 'profile', page: 'profile', label: 'profile', icon: 'coach', placements: ['avatar-menu'], order: 10, audience: 'members' },
    { id: 'activityLog', page: 'activityLog', label: 'activityLog', icon: 'calendar', placements: ['avatar-menu'], order: 30, audience: 'members' },
  ],
  texts: { en, ar },
});

export const authPaths = auth.paths;
export type AuthPage = PageKeysOf<typeof auth.routes>;
