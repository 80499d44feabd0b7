import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { usePageLanguage } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import { supportKeys } from './keys';

/** Every answer on one page: a help center holds tens of them, not thousands. */
const HELP_CENTER_TAKE = 100;

/** GET help-center in the page language; the previous answers stay on screen while a search loads. */
export function useHelpCenter(search: string) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: supportKeys.helpCenter(language, search),
    queryFn: () => unwrap(api.GET('/api/help-center', { params: { query: { take: HELP_CENTER_TAKE, ...(search ? { search } : {}) } } })),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
