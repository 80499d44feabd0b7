import { Link } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { pathForRole, useOrganization } from '@halaqa/mfe-runtime';

/** Log in, and register when the organization lets people sign themselves up. */
export function AuthButtons({ onPrimary = false, onNavigate }: { onPrimary?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const organization = useOrganization();
  const login = pathForRole('login');
  const register = organization.flags.selfRegistrationEnabled ? pathForRole('register') : null;
  return (
    <>
      {login && (
        <Button as={Link} to={login} $variant={onPrimary ? 'onPrimary' : 'ghost'} data-testid="login-button" onClick={onNavigate}>
          {t('auth.login')}
        </Button>
      )}
      {register && (
        <Button as={Link} to={register} $variant="secondary" data-testid="register-button" onClick={onNavigate}>
          {t('auth.register')}
        </Button>
      )}
    </>
  );
}
