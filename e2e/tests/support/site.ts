// Addresses and facts of the seeded demo organizations, shared by the specs.
import { expect, type Page } from '@playwright/test';
import { REMOTE_NAMES } from '../../../api/src/modules/remotes/registry';

const PORT = Number(process.env.E2E_BASE_PORT || 8080);

export type OrgPrefix = 'demo' | 'nour';
export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];

/**
 * The address of `path` on an organization's site, e.g.
 * orgUrl('nour', '/lms/all-courses', 'ar') -> http://nour.localhost:8091/lms/all-courses?lang=ar
 * Chromium resolves `*.localhost` to loopback itself.
 */
export function orgUrl(prefix: OrgPrefix | string, path = '/', lang?: Lang): string {
  const url = new URL(path, `http://${prefix}.localhost:${PORT}`);
  if (lang) url.searchParams.set('lang', lang);
  return url.toString();
}

/**
 * The API over plain loopback, for calls made from the test runner (Node does
 * not resolve `*.localhost`): name the organization with `x-organization`.
 */
export function apiUrl(path: string): string {
  return new URL(path, `http://127.0.0.1:${PORT}`).toString();
}

/** Every remote, from the registry of their definitions (the API's manifest serves the same list). */
export const REMOTES = REMOTE_NAMES;

export const ORGS = {
  demo: {
    name: { en: 'Demo Academy', ar: 'أكاديمية العرض' },
    /** #1f6feb */
    primary: 'rgb(31, 111, 235)',
  },
  nour: {
    name: { en: 'Nour Institute', ar: 'معهد نور' },
    /** #0f766e */
    primary: 'rgb(15, 118, 110)',
  },
} as const;

/** Arabic letters. */
export const ARABIC = /[\u0600-\u06FF]/;

interface DebugInstances {
  react: unknown;
  bus: unknown;
  styled: unknown;
  router: unknown;
  i18n: unknown;
}
interface HalaqaDebug {
  instances: Record<string, DebugInstances>;
  bus: { emit(topic: string, payload: unknown): void };
}
/**
 * What the specs read from `window` (cast in page code: `window as unknown as
 * DebugWindow`; the shell declares its own global type for the same object).
 */
export interface DebugWindow {
  __HALAQA_DEBUG__?: HalaqaDebug;
  __marker?: number;
}

/** Wait until the shell has resolved the organization and drawn its app bar. */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.getByTestId('app-bar')).toBeVisible();
  await expect(page.getByTestId('org-name')).not.toHaveText('');
}

/** Path of the current page. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The first visible element with this test id (a drawer may hold hidden copies). */
export function visibleTestId(page: Page, testId: string) {
  return page.getByTestId(testId).filter({ visible: true }).first();
}

/** The password of every seeded account. */
export const DEMO_PASSWORD = 'Halaqa!2026';
export const LOGIN_LABELS = { en: { email: 'Email', password: 'Password' }, ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور' } } as const;

/**
 * Signs in through the login page and waits for the member's chrome. Where
 * the organization asks for a second factor (nour), the emailed code is read
 * from the development mailbox and entered.
 */
export async function signIn(page: Page, email: string, lang: Lang, prefix: OrgPrefix = 'demo'): Promise<void> {
  const started = Date.now();
  await page.goto(orgUrl(prefix, '/auth/login', lang));
  // The app's form, not the page's written one (first-screen.spec.ts signs in through that).
  await shellReady(page);
  await page.getByLabel(LOGIN_LABELS[lang].email).fill(email);
  await page.getByLabel(LOGIN_LABELS[lang].password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  const avatar = page.getByTestId('avatar-button');
  await expect(avatar.or(page.getByTestId('verification-code-submit'))).toBeVisible();
  if (!(await avatar.isVisible())) {
    // Imported here: the mailbox reader itself builds on this file's addresses.
    const { newestCode } = await import('./mailbox');
    await page.getByRole('textbox').first().fill(await newestCode(page.request, email, started));
    await page.getByTestId('verification-code-submit').click();
  }
  await expect(avatar).toBeVisible();
}
