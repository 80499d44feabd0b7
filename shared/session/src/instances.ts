import { bus } from '@halaqa/bus';
import { createApiClient, type ApiClient } from '@halaqa/api-client';
import { createErrorReactions } from './error-reactions';
import { createSession, type Session } from './session';
import { pageCsrfToken } from './session-calls';
import { apiOrigin, configuredQueryClient, currentLanguage, organizationPrefix } from './session-config';
import { sessionTexts } from './session-texts';

/** react-query key of GET auth (the signed-in user). */
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;
/**
 * react-query key of GET org-assessments-management: the shell's guard
 * (step 10) reads it; the assessment pages invalidate it when one starts or
 * completes so the guard lets the user go.
 */
export const ASSESSMENTS_QUERY_KEY = ['auth', 'org-assessments'] as const;

const browserStorage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage can be blocked (privacy settings): the session then lives as long as the page.
    return null;
  }
};

/** Another tab changed local storage (the session marker among others). */
function watchStorage(listener: (key: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === null || event.storageArea === window.localStorage) listener(event.key);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Serializes refreshes across the tabs of this site where the browser can (Web Locks API). */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // request() resolves with what the task resolves with; its typing nests the promise.
  return locks.request('halaqa-session-refresh', task) as unknown as Promise<T>;
}

const reactions = createErrorReactions({
  bus,
  isSignedIn: () => session.isSignedIn(),
  signOut: (options) => session.signOut(options),
  verifyToken: async () => configuredQueryClient()?.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  text: (key) => sessionTexts[currentLanguage()][key]!,
});

/** The page's one session: a shared singleton across the shell and every remote. */
export const session: Session = createSession({
  storage: browserStorage('localStorage'),
  tabStorage: browserStorage('sessionStorage'),
  bus,
  fetch: (request) => globalThis.fetch(request),
  csrfToken: pageCsrfToken,
  watchStorage,
  exclusive: acrossTabs,
  onRefreshRejected: (error) => void reactions(error.code),
});

// Whoever signs in or out (here, another tab, an error reaction), the
// previous user's data leaves the cache; a new user's is read afresh.
session.onChange(({ signedIn }) => {
  const queryClient = configuredQueryClient();
  if (signedIn) void queryClient?.resetQueries({ queryKey: ['auth'] });
  else queryClient?.removeQueries({ queryKey: ['auth'] });
});

/**
 * THE typed client of the API: same origin, the organization of the host,
 * the page's language, the session's bearer (refreshed when close to
 * expiry, and once more when the API says it is invalid), and the global
 * error reactions of spec section 8 on every failure.
 */
export const api: ApiClient = createApiClient({
  baseUrl: apiOrigin(),
  getLanguage: currentLanguage,
  getOrganizationPrefix: organizationPrefix,
  getAccessToken: () => session.getAccessToken(),
  refreshAccessToken: (rejected) => session.refresh(rejected),
  onError: (error) => void reactions(error.code),
});
