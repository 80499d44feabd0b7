import { stillToCome, type PageMap } from '@halaqa/mfe-runtime';
import type { shell } from '../definition';
import { HomeRedirect } from '../screens/HomeRedirect';
import { NotFound } from '../screens/GlobalScreens';
import { lazyHelpPage } from '../features/help/lazy-page';
import { lazyNotificationsPage } from '../notifications/page/lazy-notifications-page';

type ShellPages = PageMap<typeof shell.routes>;

/**
 * The shell's pages: home, not-found and the getting-help pages (each in a
 * chunk of its own, fetched on the first visit to its route, so the first
 * load carries none of their code); the marketing, guide and other account
 * pages come in later issues.
 */
export const SHELL_PAGES: ShellPages = {
  ...stillToCome<ShellPages>()(
    'landingPage', 'leadershipDevelopment', 'executiveCoach', 'professionalLeadership', 'webinars', 'aboutUs', 'privacyPolicy',
    'educationEthics', 'termsOfUse', 'attendanceTerm', 'copyRights', 'complaints', 'zoomPolicy',
    'noLectureLinks', 'guide', 'guideBrowseACourse', 'guideBuyACourse', 'guideLogin', 'guideMenu', 'guideProgress',
  ),
  notifications: lazyNotificationsPage,
  helpCenter: lazyHelpPage(() => import(/* webpackChunkName: "help-center" */ '../features/help/help-center/HelpCenterPage'), 'HelpCenterPage'),
  technicalSupport: lazyHelpPage(() => import(/* webpackChunkName: "technical-support" */ '../features/help/technical-support/TechnicalSupportPage'), 'TechnicalSupportPage'),
  contactUs: lazyHelpPage(() => import(/* webpackChunkName: "contact-us" */ '../features/help/contact-us/ContactUsPage'), 'ContactUsPage'),
  downloadTheApp: lazyHelpPage(() => import(/* webpackChunkName: "download-the-app" */ '../features/help/download-the-app/DownloadTheAppPage'), 'DownloadTheAppPage'),
  chat: lazyHelpPage(() => import(/* webpackChunkName: "chat" */ '../features/help/chat/ChatPage'), 'ChatPage'),
  home: HomeRedirect,
  notFound: NotFound,
};
