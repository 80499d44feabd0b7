import { useDeferredValue } from 'react';
import { useInfiniteQuery as useInfiniteQueryAtOnce, useQuery as useQueryAtOnce } from '@tanstack/react-query';

/** Stands for any result with an answer. */
const ANSWERED = Symbol('answered');

/** The part of a query's result the choice below reads. */
interface Answer {
  data: unknown;
}

/**
 * React Query hands a query's new answer to React through
 * useSyncExternalStore, and React draws such an update at once, in one task:
 * the catalogue's first twelve cards held a phone's main thread (4x slower
 * CPU) for 176 ms without a break. A query's first answer is therefore
 * drawn by a background render that React slices, answering taps and keys
 * in between, while the urgent render keeps the loading state it had. Every
 * later change is drawn at once, as before: an optimistic update is the
 * answer to the member's own tap, and must not wait. So is an answer that
 * was already there on the first render (the page's first screen, sent ahead).
 */
function useFirstAnswerInBackground<Result extends Answer>(result: Result): Result {
  // Deferred while there is no answer yet, then a constant: later changes start no background render.
  const waiting = useDeferredValue<Result | typeof ANSWERED>(result.data === undefined ? result : ANSWERED);
  return waiting !== ANSWERED && result.data !== undefined ? waiting : result;
}

export const useQuery = ((...args: Parameters<typeof useQueryAtOnce>) => useFirstAnswerInBackground(useQueryAtOnce(...args))) as typeof useQueryAtOnce;
export const useInfiniteQuery = ((...args: Parameters<typeof useInfiniteQueryAtOnce>) => useFirstAnswerInBackground(useInfiniteQueryAtOnce(...args))) as typeof useInfiniteQueryAtOnce;
