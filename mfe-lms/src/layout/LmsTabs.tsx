import { useEffect, useRef, type ReactNode } from 'react';
import type { Gate } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { usePassesGate } from '@halaqa/mfe-runtime';
import { NavLink, useLocation } from '@halaqa/router';
import { TabBar } from '@halaqa/ui/pages';
import { lms, lmsPaths, type LmsPage } from '../definition';
import { PageFrame } from './PageFrame';

/** The tab pages of the /lms root, in tab order. */
const TAB_PAGES = ['myCourses', 'finishedCourses', 'allCourses'] as const satisfies readonly LmsPage[];
type TabPage = (typeof TAB_PAGES)[number];

/** A tab is shown to whoever its route lets in: the route's own access rule decides, as the guard does. */
const EVERYONE: Gate = { audience: 'everyone' };

/** Set when a tab is followed: the next tab page takes the focus back onto its own tab (the link clicked is gone). */
let focusTabAfterNavigation = false;

/** The tab pages the visitor may open, in tab order (none while the permissions are unknown). */
function useOpenTabs(): TabPage[] {
  const open: Record<TabPage, boolean> = {
    myCourses: usePassesGate(EVERYONE, lms.routes.myCourses.meta),
    finishedCourses: usePassesGate(EVERYONE, lms.routes.finishedCourses.meta),
    allCourses: usePassesGate(EVERYONE, lms.routes.allCourses.meta),
  };
  return TAB_PAGES.filter((page) => open[page]);
}

/**
 * The /lms root's tab pages: my courses, finished courses and all courses,
 * each where its route admits the visitor (my and finished courses for
 * members; all courses where members may enroll themselves). The heading
 * is the current tab's title.
 */
export function LmsTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mfe-lms');
  const { pathname } = useLocation();
  const bar = useRef<HTMLDivElement>(null);
  const tabs = useOpenTabs();
  const current = TAB_PAGES.find((page) => lmsPaths[page]() === pathname);

  useEffect(() => {
    if (!focusTabAfterNavigation) return;
    focusTabAfterNavigation = false;
    bar.current?.querySelector<HTMLAnchorElement>('a[aria-current="page"]')?.focus();
  }, []);

  return (
    <PageFrame>
      <h1>{t(`pages.${current ?? 'lmsRoot'}`)}</h1>
      {tabs.length > 1 && (
        <div ref={bar}>
          <TabBar label={t('lmsTabs.label')} testId="lms-tabs">
            {tabs.map((page) => {
              const to = lmsPaths[page]();
              return (
                <NavLink key={page} to={to} end onClick={() => { focusTabAfterNavigation = to !== pathname; }}>
                  {t(`pages.${page}`)}
                </NavLink>
              );
            })}
          </TabBar>
        </div>
      )}
      {children}
    </PageFrame>
  );
}
