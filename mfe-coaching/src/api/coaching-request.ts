import { ApiError, toApiError, type FetchResult } from '@halaqa/api-client';
import { api } from '@halaqa/session';

// The coaching operations are not in the generated client yet (the API is
// written alongside): until the lead regenerates it, calls go through the same
// client (its headers, token refresh and error hooks) with an address of their
// own. This file is the one place to remove then.

type Query = Readonly<Record<string, string | number | boolean | undefined>>;
interface RawInit { params?: { query?: Query }; body?: unknown; parseAs?: 'json' | 'blob' }
type RawCall = (path: string, init?: RawInit) => Promise<FetchResult<unknown>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const raw = api as unknown as Record<Method, RawCall>;

/** An API failure that keeps the body's `details` (cch-005 carries `allowedUntil`). */
class CoachingApiError extends ApiError {
  readonly details: Readonly<Record<string, unknown>>;

  constructor(base: ApiError, details: unknown) {
    super(base.toJSON());
    this.details = details !== null && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  }
}

function failure(error: unknown, response?: Response): CoachingApiError {
  const base = toApiError(error, response);
  const details = error !== null && typeof error === 'object' ? (error as { details?: unknown }).details : undefined;
  return new CoachingApiError(base, details);
}

/** Leaves out what is not set, so the address carries only the asked filters. */
const present = (query: Query | undefined): Query | undefined =>
  query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** One call to `/api/...`: its JSON answer, or a CoachingApiError. */
export async function request<T>(method: Method, path: string, init: { query?: Query; body?: unknown } = {}): Promise<T> {
  let result: FetchResult<unknown>;
  try {
    result = await raw[method](path, {
      ...(init.query ? { params: { query: present(init.query) } } : {}),
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
  } catch (error) {
    throw failure(error);
  }
  if (result.error !== undefined || !result.response.ok) throw failure(result.error, result.response);
  return result.data as T;
}

/** A file answer (the booking's invitation.ics). */
export async function requestBlob(path: string): Promise<Blob> {
  const result = await raw.GET(path, { parseAs: 'blob' }).catch((error: unknown) => { throw failure(error); });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) throw failure(result.error, result.response);
  return result.data;
}

/** `details.<name>` of a failure as an ISO instant, when it carries one. */
export function detailInstant(error: unknown, name: string): string | null {
  if (!(error instanceof CoachingApiError)) return null;
  const value = error.details[name];
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}
