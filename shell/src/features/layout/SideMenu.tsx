import { NavLink } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import styled, { useTheme } from 'styled-components';
import { Icon } from '@halaqa/ui';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { sideMenuToggled, SIDE_MENU_STORAGE_KEY } from '../../store/ui-slice';
import { useMenu } from './use-menu';

const Panel = styled.nav<{ $collapsed: boolean }>`
  flex: 0 0 auto;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.railWidth : theme.layout.drawerWidth)}px;
  min-height: calc(100vh - ${({ theme }) => theme.layout.appBarHeight}px);
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 0.2s ease;
  overflow: hidden;
`;

const ToggleButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 44px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.125rem;
  cursor: pointer;
`;

const Item = styled(NavLink)<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 48px;
  padding: 0 16px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  &.active {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
    border-left: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
  span[data-label] { display: ${({ $collapsed }) => ($collapsed ? 'none' : 'inline')}; }
`;

/** The side menu; it collapses to a rail of icons. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const collapsed = useAppSelector((state) => state.ui.sideMenuCollapsed);
  const items = useMenu('side-menu');
  // Collapsing points to the edge the menu sits on: left in English, right in Arabic.
  const towardsEdge = useTheme().direction === 'rtl' ? 'chevronRight' : 'chevronLeft';
  const awayFromEdge = towardsEdge === 'chevronLeft' ? 'chevronRight' : 'chevronLeft';
  const dispatch = useAppDispatch();
  const toggle = () => {
    dispatch(sideMenuToggled());
    localStorage.setItem(SIDE_MENU_STORAGE_KEY, collapsed ? '0' : '1');
  };
  return (
    <Panel $collapsed={collapsed} aria-label={t('nav.label')} data-testid="side-menu">
      <ToggleButton type="button" onClick={toggle} aria-expanded={!collapsed} data-testid="side-menu-toggle"
        aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}>
        <Icon name={collapsed ? awayFromEdge : towardsEdge} />
      </ToggleButton>
      {items.map((item) => (
        <Item key={item.key} to={item.to} $collapsed={collapsed} title={collapsed ? item.label : undefined} aria-label={collapsed ? item.label : undefined}>
          <Icon name={item.icon} />
          <span data-label>{item.label}</span>
        </Item>
      ))}
    </Panel>
  );
}
