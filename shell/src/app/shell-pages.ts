import { stillToCome, type PageMap } from '@halaqa/mfe-runtime';
import type { shell } from '../definition';
import { HomeRedirect } from '../screens/HomeRedirect';
import { NotFound } from '../screens/GlobalScreens';

type ShellPages = PageMap<typeof shell.routes>;

/** The shell's pages: home and not-found; the marketing, guide and account pages come in later issues. */
export const SHELL_PAGES: ShellPages = {
  ...stillToCome<ShellPages>()(
    'landingPage', 'leadershipDevelopment', 'executiveCoach', 'professionalLeadership', 'webinars', 'aboutUs', 'privacyPolicy',
    'educationEthics', 'termsOfUse', 'attendanceTerm', 'contactUs', 'technicalSupport', 'copyRights', 'complaints', 'zoomPolicy',
    'noLectureLinks', 'guide', 'guideBrowseACourse', 'guideBuyACourse', 'guideLogin', 'guideMenu', 'guideProgress', 'helpCenter',
    'notifications', 'downloadTheApp', 'chat',
  ),
  home: HomeRedirect,
  notFound: NotFound,
};
