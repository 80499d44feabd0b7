import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button, Spinner } from '@halaqa/ui';
import { errorText } from '../session/error-text';

const Box = styled.div`
  padding-block: 32px;
  text-align: center;
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return <Spinner label={label ?? t('loading')} testId="loading" />;
}

/** A failed load: what went wrong, in the reader's language, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  return (
    <Box role="alert" data-testid="error-state">
      <p>{errorText(t, error)}</p>
      <Button type="button" onClick={onRetry}>{t('retry', { ns: 'common' })}</Button>
    </Box>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box data-testid="empty-state">
      <p>{children}</p>
      {action}
    </Box>
  );
}

/** The three states of a query, then its data. */
export function QueryStates<T>({ query, children }: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch(): unknown };
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
