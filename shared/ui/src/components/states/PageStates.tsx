import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { failureCode, failureText } from './failure-text';
import { NotAllowedCard } from './NotAllowedCard';

const Box = styled.div`
  padding-block: 32px;
  text-align: center;
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return <Spinner label={label ?? t('loading')} testId="loading" />;
}

/**
 * A failed load: what went wrong, in the reader's language (`errors.<code>`
 * of `namespace`, else the generic text), and a way to try again. A
 * permission refusal is the not-allowed card instead: trying again would
 * only be refused again.
 */
export function ErrorState({ error, onRetry, namespace }: { error: unknown; onRetry(): void; namespace: string }) {
  const { t } = useTranslation([namespace, 'common']);
  if (failureCode(error) === ERROR_CODES.FORBIDDEN) return <NotAllowedCard />;
  return (
    <Box role="alert" data-testid="error-state">
      <p>{failureText(t, error, namespace)}</p>
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

export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch(): unknown;
}

/** The three states of a query, then its data. `loading` replaces the spinner (a skeleton, say). */
export function QueryStates<T>({ query, namespace, loading, children }: {
  query: QueryLike<T>;
  namespace: string;
  loading?: ReactNode;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (query.isError || query.data === undefined) return <ErrorState namespace={namespace} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
