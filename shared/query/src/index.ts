/**
 * The server-state API of the whole site (@tanstack/react-query), shared as
 * one federated singleton. Shared itself, the library would ship whole in the
 * shell's first load (a shared module is never tree-shaken); re-exporting
 * what we use lets each build drop the rest while every root still sees one
 * QueryClient context. Import it from here, never from @tanstack/react-query:
 * `shared/router/src/direct-imports.test.ts` enforces it (docs/decisions/0005).
 */
export {
  QueryClient,
  QueryClientProvider,
  useQueryClient,
  useMutation,
  keepPreviousData,
  queryOptions,
} from '@tanstack/react-query';
export type { UseQueryResult } from '@tanstack/react-query';
export { useInfiniteQuery, useQuery } from './deferred-queries';
