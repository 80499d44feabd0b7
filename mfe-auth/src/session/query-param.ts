import { useLocation } from '@halaqa/router';

/** One value of the address's query (`?token=`), or null. */
export function useQueryParam(name: string): string | null {
  const value = new URLSearchParams(useLocation().search).get(name);
  return value && value.trim() ? value.trim() : null;
}
