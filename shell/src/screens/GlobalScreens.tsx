import { Link } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { Button, ButtonRow, MessageCard, NotAllowedCard } from '@halaqa/ui';
import { pathForRole, useOrganization, useOrganizationName, usePageTitle } from '@halaqa/mfe-runtime';

function useScreenTitle(title: string) {
  const { t } = useTranslation('common');
  usePageTitle(title, useOrganizationName(), t('productTitle'));
}

export function NotFound() {
  const { t } = useTranslation('shell');
  const name = useOrganizationName();
  useScreenTitle(t('notFound.title'));
  return (
    <MessageCard data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body', { organization: name })}</p>
      <ButtonRow><Button as={Link} to="/">{t('notFound.home')}</Button></ButtonRow>
    </MessageCard>
  );
}

/** The 403 page for visitors on a page that needs an account. */
export function NotAuthenticated() {
  const { t } = useTranslation('shell');
  const organization = useOrganization();
  useScreenTitle(t('notAuthenticated.title'));
  const login = pathForRole('login');
  const register = organization.flags.selfRegistrationEnabled ? pathForRole('register') : null;
  return (
    <MessageCard data-testid="not-authenticated">
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r="46" fill="currentColor" opacity="0.08" />
        <rect x="30" y="44" width="36" height="28" rx="4" fill="currentColor" opacity="0.5" />
        <path d="M36 44v-8a12 12 0 0 1 24 0v8" stroke="currentColor" strokeWidth="5" fill="none" opacity="0.5" />
      </svg>
      <h1>{t('notAuthenticated.title')}</h1>
      <p>{t('notAuthenticated.body')}</p>
      <ButtonRow>
        {login && <Button as={Link} to={login} data-testid="not-authenticated-login">{t('notAuthenticated.login')}</Button>}
        {register && <Button as={Link} to={register} $variant="ghost">{t('notAuthenticated.register')}</Button>}
      </ButtonRow>
    </MessageCard>
  );
}

/** The not-allowed card for signed-in users lacking permission. */
export function NotAllowed() {
  const { t } = useTranslation('common');
  useScreenTitle(t('notAllowed.title'));
  return <NotAllowedCard homeLink={(label) => <Button as={Link} to="/">{label}</Button>} />;
}
