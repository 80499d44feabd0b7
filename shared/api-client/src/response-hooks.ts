import { HTTP_HEADERS, bearerToken, type ErrorCode } from '@halaqa/contracts';
import { ApiError, toApiError } from './api-error';

// A literal (checked against ErrorCode): the catalogue's table stays out of the shell's first load.
const INVALID_ACCESS_TOKEN: ErrorCode = 'auth-006';

type Fetch = (request: Request) => Promise<Response>;

export interface ResponseHooks {
  /**
   * Gets a fresh access token after the API refused ours as invalid
   * (401 auth-006: expired by the server's clock, for instance). The request
   * is sent once more with it; null means "no session to recover".
   */
  refreshAccessToken?: (rejectedAccessToken: string) => Promise<string | null>;
  /** Sees every failed answer, normalized to the error catalogue (spec section 8's global reactions). */
  onError?: (error: ApiError, request: Request) => void;
}

/** The error body of a failed answer, without consuming the caller's copy. */
async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.clone().json().catch(() => null);
  return toApiError(body ?? new Error(''), response);
}

/**
 * Wraps fetch: a request refused with 401 auth-006 is retried once with a
 * refreshed token, and every final failure goes to `onError`. The retry copy
 * is taken before sending because a request body can be read only once.
 */
export function withResponseHooks(fetch: Fetch, hooks: ResponseHooks): Fetch {
  return async (request) => {
    const rejectable = request.headers.get(HTTP_HEADERS.authorization)?.replace(/^Bearer /, '') ?? '';
    const copy = rejectable && hooks.refreshAccessToken ? request.clone() : null;
    let sent = request;
    let response = await fetch(request);
    if (copy && response.status === 401 && (await errorOf(response)).code === INVALID_ACCESS_TOKEN) {
      const token = await hooks.refreshAccessToken!(rejectable).catch(() => null);
      if (token) {
        copy.headers.set(HTTP_HEADERS.authorization, bearerToken(token));
        sent = copy;
        response = await fetch(copy);
      }
    }
    if (!response.ok && hooks.onError) {
      const error = await errorOf(response);
      try {
        hooks.onError(error, sent);
      } catch (failure) {
        // A failing reaction must not turn into the caller's failure.
        console.error('[api] error reaction failed', failure);
      }
    }
    return response;
  };
}
