import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { pathForRole, useOrganization } from '@halaqa/mfe-runtime';
import { Link, useLocation } from '@halaqa/router';
import { rememberRoute } from '@halaqa/session';
import { Button, ButtonRow, MessageCard } from '@halaqa/ui';

const Card = styled(MessageCard)``;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.35rem;
`;

/**
 * For a visitor where the organization shows courses to members only
 * (lms-001): sign in, or register where the organization takes it. The
 * current address is remembered, so the sign-in comes back here.
 */
export function SignInPrompt({ title, body, headingLevel = 2, testId = 'sign-in-prompt' }: {
  title: string;
  body?: string;
  /** 1 when the prompt is the whole page. */
  headingLevel?: 1 | 2;
  testId?: string;
}) {
  const { t } = useTranslation('mfe-lms');
  const { flags } = useOrganization();
  const location = useLocation();
  const remember = () => rememberRoute(`${location.pathname}${location.search}`);
  const login = pathForRole('login');
  const register = flags.selfRegistrationEnabled ? pathForRole('register') : null;
  return (
    <Card as="section" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <Heading as={`h${headingLevel}`} id={`${testId}-title`}>{title}</Heading>
      <p>{body ?? t('signIn.body')}</p>
      <ButtonRow>
        {login && <Button as={Link} to={login} onClick={remember} data-testid="sign-in-link">{t('signIn.signIn')}</Button>}
        {register && (
          <Button as={Link} to={register} $variant="ghost" onClick={remember} data-testid="register-link">{t('signIn.register')}</Button>
        )}
      </ButtonRow>
    </Card>
  );
}
