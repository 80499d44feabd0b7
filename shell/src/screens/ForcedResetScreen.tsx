import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { organizationName, useOrganization } from '@halaqa/mfe-runtime';
import { session } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { ChangePasswordDialog } from '@halaqa/ui/forms';
import { useAppSelector } from '../store/store';
import { LanguageToggle } from '../controls/LanguageToggle';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;
const Top = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h1 { flex: 1; margin: 0; font-size: 1.125rem; }
`;
const Main = styled.main`
  flex: 1;
  padding-inline: 16px;
`;

/**
 * Spec section 2 "Global screens": while a password reset is forced, this
 * replaces the whole layout. The form cannot be closed; signing out is the
 * only other way out, and the language can be switched: both sit in the
 * page's header, in reach of mouse and keyboard (the form is a panel of the
 * page, not a modal over it). A successful change re-reads GET auth (in
 * changePassword), and the layout comes back by itself.
 */
export default function ForcedResetScreen() {
  const { t } = useTranslation('shell');
  const organization = useOrganization();
  const language = useAppSelector((state) => state.ui.language);
  return (
    <Page data-testid="forced-reset-screen">
      <Top>
        <h1>{organizationName(organization, language)}</h1>
        <LanguageToggle onPrimary />
        <Button type="button" $variant="onPrimary" data-testid="forced-reset-logout" onClick={() => void session.signOut()}>
          {t('account.logout')}
        </Button>
      </Top>
      <Main>
        {/* changePassword re-reads the user: forceResetPassword ends and this screen goes away. */}
        <ChangePasswordDialog forced />
      </Main>
    </Page>
  );
}
