import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';
import { halalasOf, jsonWithDecimals } from './amounts';

/** The fetch a real adapter uses: the global one, or a test's fake. */
export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

/** A provider call that took longer than this is given up (the reconciliation job asks again later). */
const TIMEOUT_MS = 15_000;

export const providerError = (provider: string, what: string) =>
  new AppError(502, ERROR_CODES.PAYMENT_PROVIDER_ERROR, `The payment provider ${provider} failed: ${what}`);

export interface ProviderCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON (DecimalNumber values as JSON numbers). */
  body?: unknown;
}

/**
 * One JSON call to a provider's API. A network failure, a time-out or an
 * answer that is not 2xx JSON is 502 pay-005 (the provider's words kept short
 * in the message, never its secrets: we send them, it does not echo them).
 */
export async function callProvider<T>(fetchImpl: Fetch, provider: string, call: ProviderCall): Promise<T> {
  let status = 0;
  let text = '';
  try {
    const answer = await fetchImpl(call.url, {
      method: call.method,
      headers: { accept: 'application/json', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      ...(call.body === undefined ? {} : { body: jsonWithDecimals(call.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = answer.status;
    text = await answer.text();
    if (!answer.ok) throw providerError(provider, `${call.method} ${new URL(call.url).pathname} answered ${status}: ${text.slice(0, 200)}`);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerError(provider, `${call.method} ${new URL(call.url).pathname}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw providerError(provider, `${call.method} ${new URL(call.url).pathname} answered ${status} with no JSON`);
  }
}

/** A header's one value (Node gives arrays for repeated headers). */
export function headerOf(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The body of a webhook as JSON, or 400 pay-003 (a body we cannot read is not a webhook we accept). */
export function webhookJson(rawBody: Buffer, provider: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(rawBody.toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new AppError(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, `The ${provider} webhook body is not a JSON object`);
}

/** A provider's decimal amount in halalas; one we cannot read exactly is the provider's error (502 pay-005), never a guess. */
export function providerAmount(provider: string, value: unknown): number {
  try {
    return halalasOf(value);
  } catch {
    throw providerError(provider, `an amount cannot be read: ${String(value).slice(0, 40)}`);
  }
}
