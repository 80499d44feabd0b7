import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Button, NotAllowedCard } from '@halaqa/ui';
import { failureCode } from '@halaqa/ui/pages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What to tell the member about a failure: the groups text for its code (`groups.errors.<code>`), else the generic one. */
export function groupFailureText(t: Translate, error: unknown): string {
  return t(`groups.errors.${failureCode(error)}`, { ns: 'mfe-social', defaultValue: '' }) || t('somethingWentWrong', { ns: 'common' });
}

/** The not-found code: also what a secret group, or one the member may not see, answers. */
export const isNotFound = (error: unknown) => failureCode(error) === ERROR_CODES.NOT_FOUND;

const Box = styled.div`
  padding-block: 32px;
  text-align: center;
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

/** A failed load, in the groups' words, with a way to try again (a refusal is the not-allowed card: retrying changes nothing). */
export function GroupsErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  if (failureCode(error) === ERROR_CODES.FORBIDDEN) return <NotAllowedCard />;
  return (
    <Box role="alert" data-testid="error-state">
      <p>{groupFailureText(t, error)}</p>
      <Button type="button" onClick={onRetry}>{t('retry', { ns: 'common' })}</Button>
    </Box>
  );
}
