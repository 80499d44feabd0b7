import { QueryClient } from '@halaqa/query';

/**
 * One query cache for the page, shared by the shell and every remote (this
 * package is a federated singleton). Spec section 9: queries are not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
