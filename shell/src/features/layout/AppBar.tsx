import { Link, NavLink } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import styled from 'styled-components';
import { organizationName, useOrganization } from '@halaqa/mfe-runtime';
import { Icon } from '@halaqa/ui';
import { shellPaths } from '../../definition';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { mobileDrawerSet } from '../../store/ui-slice';
import { AuthButtons } from './AuthButtons';
import { AvatarMenu, MemberAppBarSlots } from './member-chrome-lazy';
import { LanguageToggle } from '../../controls/LanguageToggle';
import { SearchSlot } from './SearchSlot';
import { useMenu } from './use-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${({ theme }) => theme.layout.appBarHeight}px;
  padding: 0 16px;
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
  /* On the organization's colour the page's focus ring may not show: the bar's text colour always does. */
  :focus-visible { outline-color: currentColor; }
`;

const HomeLink = styled(Link)`
  display: flex;
  align-items: center;
  color: inherit;
  text-decoration: none;
  font-weight: 700;
  font-size: 1.125rem;
  min-width: 0;
`;

const Logo = styled.img`
  width: 36px;
  height: 36px;
  margin-right: 12px;
  border-radius: 8px;
  background: #ffffff;
  object-fit: contain;
`;

const Name = styled.span`
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  margin-left: 24px;
  a {
    color: inherit;
    text-decoration: none;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius}px;
  }
  a.active, a:hover { background: ${({ theme }) => theme.colors.primaryRaised}; }
  a.active { box-shadow: inset 0 -3px 0 currentColor; }
`;

const Spacer = styled.div`flex: 1;`;

const IconLink = styled(Link)`
  width: 40px;
  height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: inherit;
  &:hover { background: ${({ theme }) => theme.colors.primaryRaised}; }
`;
const Actions = styled.div`display: flex; align-items: center; gap: 8px;`;

const MenuButton = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: transparent;
  color: inherit;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
`;

export function AppBar({ isMobile }: { isMobile: boolean }) {
  const { t } = useTranslation('shell');
  const organization = useOrganization();
  const language = useAppSelector((state) => state.ui.language);
  const drawerOpen = useAppSelector((state) => state.ui.mobileDrawerOpen);
  const dispatch = useAppDispatch();
  const name = organizationName(organization, language);
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const tabs = useMenu('app-bar.tabs');
  const actions = useMenu('app-bar.actions');

  return (
    <Bar data-testid="app-bar">
      {isMobile && (
        <MenuButton type="button" aria-label={t('menu.open')} aria-expanded={drawerOpen} aria-controls="mobile-drawer"
          data-testid="mobile-menu-button" onClick={() => dispatch(mobileDrawerSet(true))}>
          <Icon name="menu" size={24} />
        </MenuButton>
      )}
      <HomeLink to={shellPaths.home()} data-testid="home-link">
        {organization.logoUrl && <Logo src={organization.logoUrl} alt="" data-testid="org-logo" />}
        <Name data-testid="org-name">{name}</Name>
      </HomeLink>
      {!isMobile && (
        <Tabs aria-label={t('nav.label')} data-testid="top-tabs">
          {tabs.map((item) => (
            <NavLink key={item.key} to={item.to}>{item.label}</NavLink>
          ))}
        </Tabs>
      )}
      <Spacer />
      {!isMobile && <SearchSlot placement="bar" />}
      {signedIn ? (
        <Actions>
          {!isMobile && actions.map((item) => (
            <IconLink key={item.key} to={item.to} aria-label={item.label} title={item.label} data-testid={`app-bar-action-${item.id}`}><Icon name={item.icon} /></IconLink>
          ))}
          <MemberAppBarSlots />
          <AvatarMenu />
        </Actions>
      ) : !isMobile && (
        <Actions>
          <LanguageToggle onPrimary />
          <AuthButtons onPrimary />
        </Actions>
      )}
    </Bar>
  );
}
