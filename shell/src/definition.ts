// The shell's own pages (spec section 2): marketing, guide, help center,
// notifications, download-the-app, chat, zoom policy, no-lecture-links, the
// home page and the catch-all not-found page — every path no remote's
// prefixes cover. Declared like a remote's, so the site map treats them alike.
import { defineRemote, SHELL_AREA, type RouteMeta } from '@halaqa/contracts';
import en from './i18n/chrome.en.json';
import ar from './i18n/chrome.ar.json';

/** Hidden unless the organization's landing-page switch is on. */
const LANDING: RouteMeta = { requiresLandingPage: true };
const SIGNED_IN: RouteMeta = { requiresLogin: true };

export const shell = defineRemote({
  name: SHELL_AREA,
  prefixes: [],
  routes: {
    // The main layout's default redirect goes to the courses root (whichever area plays it).
    home: { path: '/' },

    // Public and marketing pages.
    landingPage: { path: '/landing-page', meta: { hideSidebar: true, ...LANDING } },
    leadershipDevelopment: { path: '/landing-page/leadership-development', meta: LANDING },
    executiveCoach: { path: '/landing-page/executive-coach', meta: LANDING },
    professionalLeadership: { path: '/landing-page/professional-leadership', meta: LANDING },
    webinars: { path: '/landing-page/webinars', meta: LANDING },
    aboutUs: { path: '/about-us' },
    privacyPolicy: { path: '/privacy-policy' },
    educationEthics: { path: '/education-ethics' },
    termsOfUse: { path: '/terms-of-use' },
    attendanceTerm: { path: '/attendance-term' },
    contactUs: { path: '/contact-us' },
    technicalSupport: { path: '/technical-support', role: 'technicalSupport' },
    copyRights: { path: '/copy-rights' },
    complaints: { path: '/complaints' },
    zoomPolicy: { path: '/zoom-policy', role: 'zoomPolicy' },
    noLectureLinks: { path: '/no-lecture-links', role: 'noLectureLinks' },

    // Guide pages.
    guide: { path: '/guide' },
    guideBrowseACourse: { path: '/guide/browse-a-course' },
    guideBuyACourse: { path: '/guide/buy-a-course' },
    guideLogin: { path: '/guide/login' },
    guideMenu: { path: '/guide/menu' },
    guideProgress: { path: '/guide/progress' },

    // Account-area pages the shell renders itself.
    helpCenter: { path: '/help-center', meta: SIGNED_IN },
    notifications: { path: '/notifications', meta: SIGNED_IN },
    downloadTheApp: { path: '/download-the-app', meta: SIGNED_IN },
    chat: { path: '/chat' },

    // Catch-all: any path no table (shell or remote) matches.
    notFound: { path: '*' },
  },
  menus: [
    // Spec section 2: visitors' header items are courses and contact us.
    { id: 'contactUs', page: 'contactUs', label: 'contactUs', icon: 'mail', placements: ['app-bar.tabs', 'side-menu', 'mobile-drawer'], order: 90, audience: 'visitors' },
  ],
  texts: { en, ar },
});

export const shellPaths = shell.paths;
