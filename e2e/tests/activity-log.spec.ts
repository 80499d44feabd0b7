// The activity log (issue 11): a member signs in and finds that sign-in, with
// the device it came from, at the top of /activity-log; in both languages,
// reached from the avatar menu, and accessible.
import { deviceName } from '../../api/src/modules/auth/device-name';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { LANGS, orgUrl, pathOf, signIn, type Lang } from './support/site';

const TEXT = {
  en: { title: 'Activity Log', signIn: 'Sign-in', device: 'Device', signedInFrom: 'Signed in from' },
  ar: { title: 'سجل النشاط', signIn: 'تسجيل دخول', device: 'الجهاز', signedInFrom: 'تسجيل دخول من' },
} as const;
/** A demo member per language, with nothing asked of them after signing in (no second factor, no forced reset). */
const ACCOUNT: Record<Lang, string> = { en: 'member@demo.halaqa.test', ar: 'provider@demo.halaqa.test' };


for (const lang of LANGS) {
  test(`a member finds their sign-in, with the device, in the activity log (${lang})`, async ({ page }) => {
    const started = Date.now();
    await signIn(page, ACCOUNT[lang], lang);
    const device = deviceName(await page.evaluate(() => navigator.userAgent));

    // From the avatar menu.
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('avatar-menu-activityLog').click();
    await expect.poll(() => pathOf(page)).toBe('/activity-log');

    const heading = page.getByRole('heading', { level: 1, name: TEXT[lang].title });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // Newest first: the sign-in just made is the first entry (other journeys may sign the same member in; theirs are sign-ins from the same browser too).
    const newest = page.getByTestId('activity-entry').first();
    await expect(newest).toHaveAttribute('data-type', 'sign-in');
    await expect(newest).toContainText(TEXT[lang].signIn);
    await expect(newest).toContainText(`${TEXT[lang].signedInFrom} ${device}`);
    await expect(newest.getByText(TEXT[lang].device, { exact: true })).toBeVisible();
    await expect(newest.getByTestId('activity-device')).toHaveText(device);
    const when = Date.parse((await newest.locator('time').getAttribute('datetime')) ?? '');
    expect(when).toBeGreaterThanOrEqual(started - 60_000);

    await expectAccessible(page, `the activity log (${lang})`);

    // Opened directly, in the language asked for.
    await page.goto(orgUrl('demo', '/activity-log', lang));
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('activity-entry').first()).toContainText(device);
  });
}
