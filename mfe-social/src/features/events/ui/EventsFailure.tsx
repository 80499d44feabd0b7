import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { MessageCard } from '@halaqa/ui';
import { ErrorState, failureCode } from '@halaqa/ui/pages';
import { SignInLink } from './SignInLink';

const Card = styled(MessageCard)`
  h2 { margin: 0 0 12px; font-size: 1.35rem; }
`;

/**
 * A failed events read, said plainly: a visitor where the organization shows
 * events to members only (lms-001) is asked to sign in; anything else
 * offers a retry (a refusal shows the not-allowed card).
 */
export function EventsFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('mfe-social');
  if (failureCode(error) === ERROR_CODES.LOGIN_REQUIRED) {
    return (
      <Card as="section" aria-labelledby="events-sign-in-title" data-testid="events-sign-in">
        <h2 id="events-sign-in-title">{t('events.signIn.title')}</h2>
        <p>{t('events.signIn.body')}</p>
        <SignInLink label={t('events.signIn.action')} />
      </Card>
    );
  }
  return <ErrorState namespace="mfe-social" error={error} onRetry={onRetry} />;
}
