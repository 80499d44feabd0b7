import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { bus } from '@halaqa/bus';
import { RouteTableView } from '@halaqa/mfe-runtime';
import { useCurrentUser } from '@halaqa/session';
import { lazyComponent, Spinner, ToastViewport } from '@halaqa/ui';
import { shell } from '../definition';
import { SHELL_NAMESPACE } from '../i18n/shell-texts';
import { AnnouncementBanner } from '../features/announcements/AnnouncementBanner';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { GuardedRoute } from '../site/GuardedRoute';
import { NavigationGuard } from '../features/routing/guard/NavigationGuard';
import { useCurrentRoute, type CurrentRoute } from '../site/current-route';
import { AppBar } from '../features/layout/AppBar';
import { MobileDrawer } from '../features/layout/MobileDrawer';
import { SideMenu } from '../features/layout/SideMenu';
import { SHELL_PAGES } from './shell-pages';
import { MOBILE_QUERY, useMediaQuery } from '../features/layout/use-media-query';

const Body = styled.div`display: flex; align-items: stretch;`;
const Main = styled.main`flex: 1; min-width: 0; padding: 24px; outline: none;`;
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 300;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus { top: 8px; }
`;

// Only users with a forced reset need it (and the change-password form): its own chunk.
function CheckingAccount() {
  const { t } = useTranslation('shell');
  return <Spinner label={t('guard.checking')} />;
}
const ForcedResetScreen = lazyComponent(() => import(/* webpackChunkName: "forced-reset" */ '../screens/ForcedResetScreen').then((module) => module.default), CheckingAccount);

function PageArea({ current }: { current: CurrentRoute }) {
  if (current.area === 'remote') return <RemoteArea remote={current.remote} route={current.route} />;
  return (
    <GuardedRoute route={current.route}>
      <RouteTableView routes={shell.definition.routes} namespace={SHELL_NAMESPACE} pages={SHELL_PAGES} />
    </GuardedRoute>
  );
}

/**
 * App bar, announcement, side menu and the page (shell pages or a remote's
 * area) behind the navigation guard; or, while a password reset is forced,
 * only the forced reset screen.
 */
export function MainLayout() {
  const { t } = useTranslation('shell');
  const current = useCurrentRoute();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const user = useCurrentUser();
  const meta = current.route?.meta ?? {};
  if (user.data?.forceResetPassword) {
    return (
      <>
        <ForcedResetScreen />
        <ToastViewport bus={bus} />
      </>
    );
  }
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      {/* A page without the app bar stands alone (the public certificate page): the organization's banner goes with the bar. */}
      {!meta.hideAppBar && (
        <>
          <AppBar isMobile={isMobile} />
          <AnnouncementBanner />
        </>
      )}
      <Body>
        {!meta.hideSidebar && !isMobile && <SideMenu />}
        <Main id="main" tabIndex={-1}>
          <NavigationGuard current={current}>
            <PageArea current={current} />
          </NavigationGuard>
        </Main>
      </Body>
      {isMobile && <MobileDrawer />}
      <ToastViewport bus={bus} />
    </>
  );
}
