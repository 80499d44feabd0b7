import type { ReactNode } from 'react';
import { LoadingState, Pagination } from '@halaqa/ui/pages';
import type { CountedList, GroupCard } from '../../../api/groups-types';
import { CardGrid } from '../ui/card-frame';
import { GroupsErrorState } from '../ui/failure';
import { GroupCardItem } from './GroupCardItem';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: CountedList<GroupCard> | undefined;
  refetch(): unknown;
}

/** A paginated grid of group cards with its loading, error and empty states. */
export function GroupList({ query, page, pageCount, onPageChange, withActions, empty, label, testId }: {
  query: ListQuery;
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  withActions: boolean;
  empty: ReactNode;
  label: string;
  testId: string;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <GroupsErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <>{empty}</>;
  return (
    <>
      <CardGrid aria-label={label} data-testid={testId}>
        {query.data.data.map((group) => <li key={group.id}><GroupCardItem group={group} withActions={withActions} /></li>)}
      </CardGrid>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label={label} testId={`${testId}-pagination`} />
    </>
  );
}
