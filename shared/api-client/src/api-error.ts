import type { ApiErrorBody, ErrorCode } from '@halaqa/contracts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** A failed API call, always with a catalogue code (spec section 8). */
export class ApiError extends Error implements ApiErrorBody {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor({ statusCode, code, message }: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }

  toJSON(): ApiErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The catalogue's shape (`auth-006`, `ord-004`), not its list: the list is
 * the API's, and carrying it here would put every code of every area into
 * the shell's first load. A code the API sends is one of its own.
 */
const looksLikeErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && /^[a-z]+-\d{3}$/.test(value);
const INTERNAL: ErrorCode = 'srv-001';

/**
 * Any failure as an ApiError. An API error body keeps its code; anything else
 * (HTML from a proxy, a network failure, a thrown Error) becomes srv-001 with
 * the spec's generic handler: the server message, else the error message,
 * else 'Something went wrong'; the status defaults to 500.
 */
export function toApiError(error: unknown, response?: Response): ApiError {
  if (error instanceof ApiError) return error;
  const body = error !== null && typeof error === 'object' && !(error instanceof Error) ? (error as Record<string, unknown>) : null;
  const status = body && typeof body.statusCode === 'number' && body.statusCode >= 400
    ? body.statusCode
    : response && response.status >= 400 ? response.status : 500;
  const message = nonEmptyString(body?.message) ? body.message
    : error instanceof Error && nonEmptyString(error.message) ? error.message
      : GENERIC_ERROR_MESSAGE;
  const code = body && looksLikeErrorCode(body.code) ? body.code : INTERNAL;
  return new ApiError({ statusCode: status, code, message });
}

/** What openapi-fetch resolves to, whatever the route. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful call; throws an ApiError otherwise. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  if (result.error !== undefined || !result.response.ok) throw toApiError(result.error, result.response);
  return result.data as T;
}
