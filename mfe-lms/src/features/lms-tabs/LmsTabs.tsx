import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { NavLink, useLocation } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { TabBar } from '@halaqa/ui/pages';

interface LmsTab { to: string; page: string; membersOnly?: boolean; needsSelfEnrollment?: boolean }

const TABS: readonly LmsTab[] = [
  { to: '/lms/my-courses', page: 'myCourses', membersOnly: true },
  { to: '/lms/finished-courses', page: 'finishedCourses', membersOnly: true },
  { to: '/lms/all-courses', page: 'allCourses', needsSelfEnrollment: true },
];

/** Set when a tab is followed: the next tab page takes the focus back onto its own tab (the link clicked is gone). */
let focusTabAfterNavigation = false;

export const PageFrame = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  h1 { margin: 0 0 16px; font-size: 1.6rem; }
`;

/**
 * The /lms root's tab pages: my courses, finished courses and all courses
 * (the last only where members may enroll themselves; my and finished only
 * for members). The heading is the current tab's title.
 */
export function LmsTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mfe-lms');
  const { flags } = useOrganization();
  const { signedIn } = useSession();
  const { pathname } = useLocation();
  const bar = useRef<HTMLDivElement>(null);
  const tabs = TABS.filter((tab) => (!tab.membersOnly || signedIn) && (!tab.needsSelfEnrollment || flags.selfEnrollmentEnabled));
  const current = TABS.find((tab) => tab.to === pathname);

  useEffect(() => {
    if (!focusTabAfterNavigation) return;
    focusTabAfterNavigation = false;
    bar.current?.querySelector<HTMLAnchorElement>('a[aria-current="page"]')?.focus();
  }, []);

  return (
    <PageFrame>
      <h1>{t(`pages.${current?.page ?? 'lmsRoot'}`)}</h1>
      {tabs.length > 1 && (
        <div ref={bar}>
          <TabBar label={t('lmsTabs.label')} testId="lms-tabs">
            {tabs.map((tab) => (
              <NavLink key={tab.to} to={tab.to} end onClick={() => { focusTabAfterNavigation = tab.to !== pathname; }}>
                {t(`pages.${tab.page}`)}
              </NavLink>
            ))}
          </TabBar>
        </div>
      )}
      {children}
    </PageFrame>
  );
}
