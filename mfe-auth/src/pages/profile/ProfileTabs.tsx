import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { NavLink } from '@halaqa/router';

const TABS = [
  { to: '/profile/details', page: 'profileDetails' },
  { to: '/profile/profile-image', page: 'profileImage' },
  { to: '/profile/security', page: 'profileSecurity' },
] as const;

const Bar = styled.nav`
  display: flex;
  gap: 4px;
  margin-block-end: 24px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  a {
    padding-block: 12px;
    padding-inline: 16px;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    font-weight: 600;
    border-block-end: 3px solid transparent;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Page = styled.main`
  max-inline-size: 860px;
  margin-inline: auto;
  padding-block: 32px;
  padding-inline: 16px;
  h1 { margin: 0 0 16px; font-size: 1.6rem; }
`;

/**
 * The profile area: its heading, the tab bar (links, so each tab has its own
 * address; the current one carries aria-current; arrow keys move between
 * tabs in the reading direction) and the tab's content.
 */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('mfe-auth');
  const bar = useRef<HTMLElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    const links = [...(bar.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const forward = (event.key === 'ArrowRight') !== (i18n.dir() === 'rtl');
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : (index + (forward ? 1 : -1) + links.length) % links.length;
    event.preventDefault();
    links[next]?.focus();
  }

  return (
    <Page>
      <h1>{t('pages.profile')}</h1>
      <Bar ref={bar} aria-label={t('profile.tabsLabel')} onKeyDown={onKeyDown} data-testid="profile-tabs">
        {TABS.map((tab) => <NavLink key={tab.to} to={tab.to}>{t(`pages.${tab.page}`)}</NavLink>)}
      </Bar>
      {children}
    </Page>
  );
}
