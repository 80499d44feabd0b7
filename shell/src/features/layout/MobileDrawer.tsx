import { useEffect, useRef } from 'react';
import { NavLink } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { mobileDrawerSet } from '../../store/ui-slice';
import { AuthButtons } from './AuthButtons';
import { LanguageToggle } from '../../controls/LanguageToggle';
import { DrawerAccount } from './member-chrome-lazy';
import { SearchSlot } from './SearchSlot';
import { useMenu } from './use-menu';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  background: rgba(0, 0, 0, 0.4);
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  z-index: 201;
  width: min(${({ theme }) => theme.layout.mobileDrawerWidth}px, 85vw);
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 2px 0 16px rgba(0, 0, 0, 0.25);
  overflow-y: auto;
`;

const Header = styled.div`display: flex; justify-content: space-between; align-items: center; h2 { margin: 0; font-size: 1.125rem; }`;
const Close = styled.button`width: 40px; height: 40px; border: 0; background: transparent; font-size: 1.5rem; cursor: pointer; color: inherit;`;
const Links = styled.nav`
  display: flex;
  flex-direction: column;
  a { padding: 12px 8px; color: inherit; text-decoration: none; border-radius: 8px; }
  a.active { background: ${({ theme }) => theme.colors.background}; font-weight: 600; }
`;
const Row = styled.div`display: flex; gap: 8px; flex-wrap: wrap;`;

/** The mobile menu: course search (members), items, log in / register, language; Escape or the backdrop closes it. */
export function MobileDrawer() {
  const { t } = useTranslation('shell');
  const open = useAppSelector((state) => state.ui.mobileDrawerOpen);
  const dispatch = useAppDispatch();
  const closeButton = useRef<HTMLButtonElement>(null);
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const items = useMenu('mobile-drawer');
  const close = () => dispatch(mobileDrawerSet(false));

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') dispatch(mobileDrawerSet(false)); };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, dispatch]);

  if (!open) return null;
  return (
    <>
      <Backdrop onClick={close} />
      <Panel id="mobile-drawer" role="dialog" aria-modal="true" aria-labelledby="mobile-drawer-title" data-testid="mobile-drawer">
        <Header>
          <h2 id="mobile-drawer-title">{t('menu.drawer')}</h2>
          <Close ref={closeButton} type="button" onClick={close} aria-label={t('menu.close')}>×</Close>
        </Header>
        {/* Spec section 2: the drawer offers search to signed-in users only. */}
        {signedIn && <SearchSlot placement="drawer" onNavigate={close} />}
        <Links aria-label={t('nav.label')}>
          {items.map((item) => (
            <NavLink key={item.key} to={item.to} onClick={close}>{item.label}</NavLink>
          ))}
        </Links>
        {signedIn ? (
          <DrawerAccount onNavigate={close} />
        ) : (
          <>
            <Row><AuthButtons onNavigate={close} /></Row>
            <Row><LanguageToggle /></Row>
          </>
        )}
      </Panel>
    </>
  );
}
