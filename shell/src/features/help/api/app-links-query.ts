import { useQuery } from '@halaqa/query';
import { ApiError, unwrap } from '@halaqa/api-client';
import { ERROR_CODES } from '@halaqa/contracts';
import { MOBILE_APP_LINKS_CONFIG_KEY } from '@halaqa/contracts/src/support';
import { api } from '@halaqa/session';
import { supportKeys } from './keys';

export interface AppLinks {
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

/** Only an https address is a store page we link to: the value is configuration, but still checked. */
function storeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The organization's `mobile-app-links` configuration, as links (none when it has no such key). */
export function appLinksOf(value: unknown): AppLinks {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { appStoreUrl: storeUrl(record.appStoreUrl), playStoreUrl: storeUrl(record.playStoreUrl) };
}

/** GET organizations-dashboard/custom-configs/:organizationId/mobile-app-links; org-002 means no app. */
export function useAppLinks(organizationId: number) {
  return useQuery({
    queryKey: supportKeys.appLinks(organizationId),
    queryFn: async () => {
      try {
        const config = await unwrap(api.GET('/api/organizations-dashboard/custom-configs/{organizationId}/{key}', {
          params: { path: { organizationId, key: MOBILE_APP_LINKS_CONFIG_KEY } },
        }));
        return appLinksOf(config.value);
      } catch (error) {
        if (error instanceof ApiError && error.code === ERROR_CODES.CONFIG_NOT_FOUND) return appLinksOf(null);
        throw error;
      }
    },
    staleTime: 10 * 60_000,
  });
}
