// The shell's own pages (spec section 2): marketing, guide, help center,
// notifications, download-the-app, chat, zoom policy, no-lecture-links, the
// default redirect and the catch-all not-found page — every path that no
// remote's REMOTE_PREFIXES entry covers.
import type { RouteTable } from '@halaqa/contracts';

export const shellRoutes: RouteTable = [
  // The main layout's default redirect goes to the courses root (mfe-lms).
  { path: '/', page: 'home', meta: {}, redirect: '/lms' },

  // Public and marketing pages. The landing pages are hidden unless the
  // organization's landing-page switch is on.
  { path: '/landing-page', page: 'landingPage', meta: { hideSidebar: true, requiresLandingPage: true } },
  { path: '/landing-page/leadership-development', page: 'leadershipDevelopment', meta: { requiresLandingPage: true } },
  { path: '/landing-page/executive-coach', page: 'executiveCoach', meta: { requiresLandingPage: true } },
  { path: '/landing-page/professional-leadership', page: 'professionalLeadership', meta: { requiresLandingPage: true } },
  { path: '/landing-page/webinars', page: 'webinars', meta: { requiresLandingPage: true } },
  { path: '/about-us', page: 'aboutUs', meta: {} },
  { path: '/privacy-policy', page: 'privacyPolicy', meta: {} },
  { path: '/education-ethics', page: 'educationEthics', meta: {} },
  { path: '/terms-of-use', page: 'termsOfUse', meta: {} },
  { path: '/attendance-term', page: 'attendanceTerm', meta: {} },
  { path: '/contact-us', page: 'contactUs', meta: {} },
  { path: '/technical-support', page: 'technicalSupport', meta: {} },
  { path: '/copy-rights', page: 'copyRights', meta: {} },
  { path: '/complaints', page: 'complaints', meta: {} },
  { path: '/zoom-policy', page: 'zoomPolicy', meta: {} },
  { path: '/no-lecture-links', page: 'noLectureLinks', meta: {} },

  // Guide pages.
  { path: '/guide', page: 'guide', meta: {} },
  { path: '/guide/browse-a-course', page: 'guideBrowseACourse', meta: {} },
  { path: '/guide/buy-a-course', page: 'guideBuyACourse', meta: {} },
  { path: '/guide/login', page: 'guideLogin', meta: {} },
  { path: '/guide/menu', page: 'guideMenu', meta: {} },
  { path: '/guide/progress', page: 'guideProgress', meta: {} },

  // Account-area pages the shell renders itself.
  { path: '/help-center', page: 'helpCenter', meta: { requiresLogin: true } },
  { path: '/notifications', page: 'notifications', meta: { requiresLogin: true } },
  { path: '/download-the-app', page: 'downloadTheApp', meta: { requiresLogin: true } },
  { path: '/chat', page: 'chat', meta: {} },

  // Catch-all: any path no table (shell or remote) matches.
  { path: '*', page: 'notFound', meta: {} },
];
