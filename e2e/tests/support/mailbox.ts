// The development mailbox (every email and SMS the site sends), read by the specs.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './site';

interface OutboxEntry {
  recipient: string;
  template: string;
  data: Record<string, string>;
  body?: string;
  createdAt?: string;
}

/** The six digits of the newest two-factor email to `recipient` (development outbox). */
export async function newestCode(request: APIRequestContext, recipient: string, after: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await request.get(apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`));
    const entries = (await response.json()) as OutboxEntry[];
    const fresh = entries.filter((entry) => !entry.createdAt || Date.parse(entry.createdAt) >= after - 1000);
    const text = fresh.map((entry) => entry.data?.code ?? /\b(\d{6})\b/.exec(entry.body ?? JSON.stringify(entry.data))?.[1] ?? '').find(Boolean);
    expect(text).toMatch(/^\d{6}$/);
    code = text!;
  }).toPass({ timeout: 10_000 });
  return code;
}

