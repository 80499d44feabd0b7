// Commerce end to end (issue 15, "Done when"), on the built site with the
// API's own sandbox payment provider:
// - demo, English and Arabic: a member adds a paid course and the paid specialization,
//   applies WELCOME10, sees VAT and totals, pays on the sandbox card page,
//   comes back to /payment-complete enrolled in both, downloads the invoice
//   (its QR code decodes to the right ZATCA TLV values), then asks for the
//   course's refund within policy and loses access; the cart badge counts
//   right throughout;
// - demo, Arabic: a declined card and a declined buy-now-pay-later plan leave
//   the cart intact with a clear message, an approved plan completes;
// - nour, Arabic (no marketplace): the overview's button buys at once.
// axe checks every page visited (support/test.ts), the sandbox's pages too.
//
// Buyers: learner@demo (the certificates journey reads only its complete
// course, bought nothing here), shopper@demo (the Arabic purchase; no other
// journey signs it in), admin@demo (its notifications and courses are
// not read by other journeys beyond the free starter specialization) and
// learner@nour (one emailed code per run: nour asks for a second factor).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { decodeZatcaTlv } from '../../api/src/modules/commerce/invoices/zatca-qr';
import { qrTextOfPdf } from '../../api/test/support/invoice-qr';
import { formatMoney } from '../../shared/ui/src/format/money';
import { openCourseFromSearch } from './support/course-journeys';
import { expect, test } from './support/test';
import { orgUrl, pathOf, signIn, type Lang, type OrgPrefix } from './support/site';

/** The sandbox's test cards (its hosted page lists them). */
const CARD = { success: '4000 0000 0000 0002', declined: '4000 0000 0000 0069' } as const;

/** The sandbox's hosted pages, in the payment's language. */
const SANDBOX = {
  en: { name: 'Name on card', number: 'Card number', expiry: /^Expiry date/, cvc: 'Security code (CVC)', pay: /^Pay /, approve: 'Approve (test)', decline: 'Decline (test)' },
  ar: { name: 'الاسم على البطاقة', number: 'رقم البطاقة', expiry: /^تاريخ الانتهاء/, cvc: 'رمز الأمان (CVC)', pay: /^ادفع /, approve: 'موافقة (اختبار)', decline: 'رفض (اختبار)' },
} as const;

/** Intl's spaces (no-break, narrow) as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The app bar's cart badge count (the icon comes once the page is idle). */
async function expectBadge(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('cart-icon')).toHaveAttribute('data-count', String(count), { timeout: 15_000 });
}

/** Pays on the sandbox's hosted card page with a test card. */
async function payByCard(page: Page, lang: Lang, card: string): Promise<void> {
  const words = SANDBOX[lang];
  await expect(page).toHaveURL(/\/api\/sandbox-payments\//);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByLabel(words.name).fill('Test Member');
  await page.getByLabel(words.number).fill(card);
  await page.getByLabel(words.expiry).fill('12/34');
  await page.getByLabel(words.cvc).fill('123');
  await page.getByRole('button', { name: words.pay }).click();
}

/** The outcome /payment-complete shows once the server has verified the payment. */
async function expectOutcome(page: Page, outcome: string): Promise<void> {
  await expect(page).toHaveURL(/\/payment-complete\?orderId=\d+/, { timeout: 15_000 });
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', outcome, { timeout: 20_000 });
}

/** A specialization's overview, from the list. */
async function openSpecialization(page: Page, org: OrgPrefix, lang: Lang, name: string): Promise<void> {
  await page.goto(orgUrl(org, '/lms/specializations', lang));
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/lms\/specializations\/\d+\/overview/);
}

/** What the full purchase journey reads and presses, in each language (the course titles are English in both). */
const WORDS = {
  en: {
    addCourse: 'Add to cart: Leading High-Performing Teams', added: '“Leading High-Performing Teams” was added to your cart.',
    addSpecialization: 'Add to cart: Data Science Track', goToCart: 'Go to cart', cart: 'Cart',
    voucher: 'Voucher code', apply: 'Apply', applied: 'Voucher WELCOME10 is applied', vat: 'VAT (15%)', card: /Card/,
    paid: 'Payment complete', purchased: 'Purchased! You are enrolled.', paidStatus: 'Paid', orderLink: /^Order #\d+$/,
    cardPaid: 'Card: Paid', invoice: /Invoice INV-\d+/, refund: 'Request a refund of “Leading High-Performing Teams”',
    refundDialog: 'Refund “Leading High-Performing Teams”', refundShare: /gives back .+ \(100% of what you paid\)/,
    creditNote: /Credit note/, addAgain: /Add to cart/,
  },
  ar: {
    addCourse: 'أضف إلى السلة: Leading High-Performing Teams', added: 'أُضيف «Leading High-Performing Teams» إلى سلتك.',
    addSpecialization: 'أضف إلى السلة: Data Science Track', goToCart: 'اذهب إلى السلة', cart: 'سلة التسوق',
    voucher: 'رمز القسيمة', apply: 'تطبيق', applied: 'طُبّقت القسيمة WELCOME10', vat: `ضريبة القيمة المضافة (${new Intl.NumberFormat('ar', { style: 'percent' }).format(0.15)})`, card: /البطاقة/,
    paid: 'تم الدفع', purchased: 'تم الشراء! أنت مسجّل الآن.', paidStatus: 'مدفوع', orderLink: /^الطلب رقم [\d٠-٩]+$/,
    cardPaid: 'البطاقة: مدفوع', invoice: /الفاتورة INV-\d+/, refund: 'اطلب استرداد «Leading High-Performing Teams»',
    refundDialog: 'استرداد «Leading High-Performing Teams»',
    refundShare: new RegExp(`تتيح سياسة الاسترداد إعادة .+ \\(${new Intl.NumberFormat('ar', { style: 'percent' }).format(1)} مما دفعت\\)`),
    creditNote: /إشعار دائن/, addAgain: /أضف إلى السلة/,
  },
} as const;

/** An amount as the page writes it, in the page's language (Intl's spaces as plain ones). */
const sar = (halalas: number, lang: Lang) => plain(formatMoney(halalas, 'SAR', lang));

/** The amount (in halalas) a money text on the page holds, whatever its digits. */
function halalasOf(text: string | null): number {
  const latin = plain(text).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/٫/g, '.').replace(/[,٬]/g, '');
  return Math.round(Number(/\d+\.\d{2}/.exec(latin)![0]) * 100);
}

/**
 * Issue 15's full purchase journey in `lang`: a paid course and the paid
 * specialization into the cart, WELCOME10, VAT and totals, the sandbox card
 * page, /payment-complete enrolled in both, the invoice and its ZATCA QR, then
 * the course's refund within policy and access gone; the badge counts right.
 */
async function buyWithVoucherAndRefund(page: Page, lang: Lang, account: string): Promise<void> {
  const words = WORDS[lang];
  await signIn(page, account, lang);
  await page.goto(orgUrl('demo', '/lms/all-courses', lang));
  await expectBadge(page, 0);

  // 1. The paid course: Add to cart, the toast, the badge, then "Go to cart".
  const courseId = await openCourseFromSearch(page, { org: 'demo', lang, search: 'Leading High-Performing' }, /\/lms\/courses\/\d+\/overview/);
  const courseBox = page.getByTestId('enrollment-box');
  await expect(courseBox).toHaveAttribute('data-state', 'PAYMENT_REQUIRED');
  await courseBox.getByRole('button', { name: words.addCourse }).click();
  await expect(page.getByTestId('toast').filter({ hasText: words.added })).toBeVisible();
  await expect(courseBox.getByRole('link', { name: words.goToCart })).toBeFocused();
  await expectBadge(page, 1);

  // 2. The paid specialization.
  await openSpecialization(page, 'demo', lang, 'Data Science Track');
  const specializationUrl = page.url();
  const specializationBox = page.getByTestId('specialization-enrollment');
  await specializationBox.getByRole('button', { name: words.addSpecialization }).click();
  await expectBadge(page, 2);
  await specializationBox.getByRole('link', { name: words.goToCart }).click();

  // 3. The cart: both items, the voucher, VAT and totals (10 % capped at 50.00; VAT 15 % per line, rounded half up).
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: words.cart })).toBeFocused();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  expect(halalasOf(await page.getByTestId('cart-item').first().getByTestId('item-price').textContent())).toBe(45000);
  expect(plain(await page.getByTestId('amount-subtotal').textContent())).toBe(sar(104900, lang));
  await page.getByRole('textbox', { name: words.voucher }).fill('WELCOME10');
  await page.getByRole('button', { name: words.apply, exact: true }).click();
  await expect(page.getByTestId('voucher-applied')).toContainText(words.applied);
  expect(plain(await page.getByTestId('amount-discount').textContent())).toBe(sar(-5000, lang));
  await expect(page.getByText(words.vat, { exact: true })).toBeVisible();
  expect(plain(await page.getByTestId('amount-vat').textContent())).toBe(sar(14985, lang));
  expect(plain(await page.getByTestId('amount-total').textContent())).toBe(sar(114885, lang));

  // 4. Pay by card on the sandbox's hosted page, and come back enrolled in everything.
  await expect(page.getByRole('radio', { name: words.card })).toBeChecked();
  await expect(page.getByTestId('pay')).toContainText(sar(114885, lang));
  await page.getByTestId('pay').click();
  await payByCard(page, lang, CARD.success);
  await expectOutcome(page, 'COMPLETE');
  await expect(page.getByTestId('payment-outcome-title')).toHaveText(words.paid);
  await expect(page.getByTestId('enrolled-item')).toHaveCount(2);
  await expect(page.getByTestId('toast').filter({ hasText: words.purchased })).toBeVisible();
  // The cart reloads 3 s later: empty.
  await expectBadge(page, 0);
  await page.getByTestId('enrolled-items').getByRole('link', { name: 'Leading High-Performing Teams' }).click();
  await expect(page.getByTestId('enrollment-box')).toHaveAttribute('data-state', 'ENROLLED');
  await page.goto(specializationUrl);
  await expect(page.getByTestId('specialization-enrollment')).toHaveAttribute('data-state', 'ENROLLED');

  // 5. The order in the payment history, its invoice, and the QR code's ZATCA fields.
  await page.goto(orgUrl('demo', '/profile/payment-history', lang));
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(words.paidStatus);
  await expect(row).toContainText(sar(114885, lang));
  await row.getByRole('link', { name: words.orderLink }).click();
  await expect(page).toHaveURL(/\/profile\/payment-history\/\d+$/);
  await expect(page.getByTestId('order-payment')).toHaveText(words.cardPaid);
  const invoice = page.getByTestId('invoice');
  await expect(invoice).toContainText(words.invoice);
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByTestId(`download-${lang}`).click()]);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const qr = await qrTextOfPdf(new Uint8Array(pdf));
  expect(qr).not.toBeNull();
  expect(decodeZatcaTlv(qr!)).toEqual({
    sellerName: expect.stringMatching(/^(Halaqa Demo Academy|أكاديمية حلقة التجريبية)$/),
    vatNumber: '310122393500003',
    timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    totalWithVat: '1148.85',
    vatAmount: '149.85',
  });
  const other = lang === 'en' ? 'ar' : 'en';
  const [second] = await Promise.all([page.waitForEvent('download'), invoice.getByTestId(`download-${other}`).click()]);
  expect(fs.readFileSync(await second.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // 6. The course's refund within policy (a full refund more than a week before it starts): shown first, then made.
  const courseItem = page.getByTestId('order-item').filter({ hasText: 'Leading High-Performing Teams' });
  await courseItem.getByRole('button', { name: words.refund }).click();
  const dialog = page.getByRole('dialog', { name: words.refundDialog });
  await expect(dialog.getByTestId('refund-amount')).toHaveText(words.refundShare);
  await dialog.getByTestId('confirm-refund').click();
  await expect(dialog).toBeHidden();
  await expect(courseItem.getByTestId('refund-state')).toHaveAttribute('data-refund', 'REFUNDED', { timeout: 20_000 });
  await expect(page.getByTestId('credit-note')).toContainText(words.creditNote, { timeout: 20_000 });

  // 7. Access is gone: the course asks to be bought again.
  await page.goto(orgUrl('demo', `/lms/courses/${courseId}/overview`, lang));
  await expect(page.getByTestId('enrollment-box')).toHaveAttribute('data-state', 'PAYMENT_REQUIRED');
  await expect(page.getByTestId('enrollment-box').getByRole('button', { name: words.addAgain })).toBeVisible();
  await expectBadge(page, 0);
}

test('demo: a member buys a course and a specialization with a voucher, gets the invoice, and refunds the course (en)', async ({ page }) => {
  test.setTimeout(240_000);
  await buyWithVoucherAndRefund(page, 'en', 'learner@demo.halaqa.test');
});

test('demo: a member buys a course and a specialization with a voucher, gets the invoice, and refunds the course (ar)', async ({ page }) => {
  test.setTimeout(240_000);
  await buyWithVoucherAndRefund(page, 'ar', 'shopper@demo.halaqa.test');
});

test('demo: a declined card and a declined plan keep the cart; an approved plan completes it (ar)', async ({ page }) => {
  test.setTimeout(240_000);
  const lang = 'ar';
  await signIn(page, 'admin@demo.halaqa.test', lang);
  await openCourseFromSearch(page, { org: 'demo', lang, search: 'Data Analysis with Python' }, /\/lms\/courses\/\d+\/overview/);
  const box = page.getByTestId('enrollment-box');
  await box.getByRole('button', { name: 'أضف إلى السلة: Data Analysis with Python' }).click();
  await expectBadge(page, 1);
  await box.getByRole('link', { name: 'اذهب إلى السلة' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  const total = plain(await page.getByTestId('amount-total').textContent());

  // 1. A declined card: a clear message, and the cart as it was.
  await page.getByTestId('pay').click();
  await payByCard(page, lang, CARD.declined);
  await expectOutcome(page, 'DECLINED');
  await expect(page.getByTestId('payment-outcome-title')).toHaveText('رُفضت عملية الدفع');
  await expect(page.getByTestId('payment-message')).not.toBeEmpty();
  await expect(page.getByTestId('payment-outcome')).toContainText('سلتك محفوظة');
  await expectBadge(page, 1);
  await page.getByRole('link', { name: 'العودة إلى السلة' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  expect(plain(await page.getByTestId('amount-total').textContent())).toBe(total);

  // 2. Tabby, declined: its disclosure before leaving, then the cart intact again.
  await page.getByRole('radio', { name: /تابي/ }).check();
  await expect(page.getByTestId('payment-disclosure')).toBeVisible();
  await expect(page.getByTestId('payment-disclosure')).toContainText(/\S/);
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(/\/api\/sandbox-payments\//);
  await page.getByRole('button', { name: SANDBOX.ar.decline }).click();
  await expect(page).toHaveURL(/\/payment-complete\?orderId=\d+/, { timeout: 15_000 });
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', /^(DECLINED|CANCELED|FAILED)$/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-outcome')).toContainText('سلتك محفوظة');
  await page.getByRole('link', { name: 'العودة إلى السلة' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expectBadge(page, 1);

  // 3. Tamara, approved: paid, enrolled, the cart empty.
  await page.getByRole('radio', { name: /تمارا/ }).check();
  await expect(page.getByTestId('payment-disclosure')).toBeVisible();
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(/\/api\/sandbox-payments\//);
  await page.getByRole('button', { name: SANDBOX.ar.approve }).click();
  await expectOutcome(page, 'COMPLETE');
  await expect(page.getByTestId('payment-outcome-title')).toHaveText('تم الدفع');
  await expect(page.getByTestId('enrolled-item')).toHaveCount(1);
  await expectBadge(page, 0);
  await page.getByTestId('enrolled-items').getByRole('link').first().click();
  await expect(page.getByTestId('enrollment-box')).toHaveAttribute('data-state', 'ENROLLED');
});

test('nour: without a marketplace the overview buys at once, and the member is enrolled (ar)', async ({ page }) => {
  test.setTimeout(180_000);
  const lang = 'ar';
  await signIn(page, 'learner@nour.halaqa.test', lang, 'nour');
  await openCourseFromSearch(page, { org: 'nour', lang, search: 'مكافحة العدوى' }, /\/lms\/courses\/\d+\/overview/);
  const overview = pathOf(page);
  // No cart here: no cart icon in the app bar.
  await expect(page.getByTestId('notification-bell')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('cart-icon')).toHaveCount(0);
  const box = page.getByTestId('enrollment-box');
  await expect(box).toHaveAttribute('data-state', 'PAYMENT_REQUIRED');
  await expect(box).toContainText('ادفع الآن وتُسجَّل فورًا.');
  await box.getByRole('button', { name: /^اشترِ الآن: / }).click();
  await payByCard(page, lang, CARD.success);
  await expectOutcome(page, 'COMPLETE');
  await expect(page.getByTestId('payment-outcome-title')).toHaveText('تم الدفع');
  await page.goto(orgUrl('nour', overview, lang));
  await expect(page.getByTestId('enrollment-box')).toHaveAttribute('data-state', 'ENROLLED');
});
