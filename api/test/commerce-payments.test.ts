import { and, eq, sql } from 'drizzle-orm';
import { courseEnrollees, courses } from '../src/modules/lms/tables';
import { orderPayments, orderRefunds, orders, purchasedItems, sandboxPayments } from '../src/modules/commerce/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { reconcilePayments } from '../src/modules/commerce/payments/reconcile';
import { startTestServer, type TestServer } from './support/test-server';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import {
  cartOf, checkout, memberHeaders, newKey, orderRow, payByCard, paymentsOf, postForm, sandboxPath, setGateway, TEST_CARD, verify,
} from './support/commerce-checkout-fixtures';
import { startFakeProvider } from './support/fake-provider';

process.env.PAYMENTS_RECONCILE_MS = '0';
process.env.SANDBOX_WEBHOOK_POLL_MS = '0';

let server: TestServer;
let demo: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
});
afterAll(async () => { await server.close(); });

const db = () => server.database.db;
const silent = { error: () => undefined };
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const reconcile = (at: Date) => reconcilePayments(server.database.systemDb, at, { log: silent });
const enrolledIn = async (member: TestMember, courseId: number) =>
  (await db().select().from(courseEnrollees).where(and(eq(courseEnrollees.userId, member.id), eq(courseEnrollees.courseId, courseId)))).length;

async function awaitingPayment(courseIds: number[], path = '/api/orders/checkout', headers?: Record<string, string>) {
  const [member] = await createMembers(db(), demo, 1);
  const cart = await cartOf(db(), demo, member!, courseIds);
  const res = await server.request<{ checkoutUrl: string; paymentId: number }>(path, {
    method: 'POST', headers: { ...memberHeaders(member!), ...headers }, body: { idempotencyKey: newKey(), acceptedTotal: cart.total },
  });
  expect(res.status).toBe(200);
  return { member: member!, cart, answer: res.body };
}

describe('the reconciliation job', () => {
  test('the API killed between the provider\'s success and fulfilment: the pass after restart completes the order', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const { member, cart, answer } = await awaitingPayment([course]);
    // Paid at the provider; then the process died: no webhook was delivered, the member never came back.
    expect((await payByCard(server, answer.checkoutUrl, TEST_CARD.success)).status).toBe(303);
    expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
    // A pass right away leaves a payment younger than two minutes to the webhook and the member.
    await reconcile(new Date());
    expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
    const report = await reconcile(minutesFromNow(3));
    expect(report.errors).toEqual([]);
    expect((await orderRow(db(), cart.orderId)).status).toBe('COMPLETE');
    expect(await enrolledIn(member, course)).toBe(1);
    // Another pass (the next minute) finds nothing to do.
    await reconcile(minutesFromNow(4));
    expect(await enrolledIn(member, course)).toBe(1);
  });

  test('a free order whose completion never ran (the process died after its checkout) is completed', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const [member] = await createMembers(db(), demo, 1);
    const [order] = await db().insert(orders).values({
      organizationId: demo, userId: member!.id, status: 'PENDING', amountWithoutTax: 10_000, discountAmount: 10_000, taxAmount: 0, totalAmount: 0,
    }).returning({ id: orders.id });
    await db().insert(purchasedItems).values({
      organizationId: demo, orderId: order!.id, userId: member!.id, itemType: 'COURSE', itemId: course, title: 'Free by voucher', titleAr: 'مجانية بقسيمة',
      unitPrice: 10_000, discountAmount: 10_000, amountWithoutTax: 0, taxRateBasisPoints: 1500, taxAmount: 0, totalAmount: 0,
    });
    await db().insert(orderPayments).values({
      organizationId: demo, orderId: order!.id, provider: 'FREE', method: 'free', amount: 0, status: 'PENDING', idempotencyKey: newKey(), createdAt: minutesFromNow(-5),
    });
    await reconcile(new Date());
    expect((await orderRow(db(), order!.id)).status).toBe('COMPLETE');
    expect(await enrolledIn(member!, course)).toBe(1);
  });

  test('a checkout whose provider call never answered is failed after two minutes, its cart given back', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const [member] = await createMembers(db(), demo, 1);
    const cart = await cartOf(db(), demo, member!, [course]);
    await db().update(orders).set({ status: 'AWAITING_PAYMENT' }).where(eq(orders.id, cart.orderId));
    await db().insert(orderPayments).values({
      organizationId: demo, orderId: cart.orderId, provider: 'CARD', method: 'credit-card', amount: cart.total, status: 'PENDING',
      idempotencyKey: newKey(), createdAt: minutesFromNow(-3),
    });
    await reconcile(new Date());
    expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
    expect((await paymentsOf(db(), cart.orderId)).map((p) => [p.status, p.failureCode])).toEqual([['FAILED', 'never-started']]);
  });

  test('a payment still pending at the provider after an hour expires: the cart is given back and the member told', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const { cart } = await awaitingPayment([course]);
    await reconcile(minutesFromNow(30));
    expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
    await reconcile(minutesFromNow(61));
    expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
    expect((await paymentsOf(db(), cart.orderId)).map((p) => p.status)).toEqual(['EXPIRED']);
    const told = (await db().select().from(domainEvents).where(eq(domainEvents.type, 'order.payment-failed')).orderBy(domainEvents.id)).filter((e) => e.subject.orderId === cart.orderId);
    expect(told.map((e) => (e.payload as { outcome: string }).outcome)).toEqual(['EXPIRED']);
  });

  test('a buy-now-pay-later approval nobody acted on is captured and completed by the job', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const { cart, answer } = await awaitingPayment([course], '/api/orders/tabby-checkout');
    await postForm(server, `${sandboxPath(answer.checkoutUrl)}/bnpl`, { decision: 'approve' });
    await reconcile(minutesFromNow(3));
    expect((await orderRow(db(), cart.orderId)).status).toBe('COMPLETE');
    const [payment] = await paymentsOf(db(), cart.orderId);
    const [sandbox] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, payment!.providerPaymentId!));
    expect(sandbox!.status).toBe('captured');
  });
});

describe('a course that filled up while the member paid', () => {
  test('that item is refunded automatically through the provider, the rest fulfilled, the member told', async () => {
    const limited = await createCourse(db(), demo, { price: 10_000, maxEnrollmentCount: 1 });
    const open = await createCourse(db(), demo, { price: 20_000 });
    const { member, cart, answer } = await awaitingPayment([limited, open]);
    // Someone else takes the last seat while the member is on the payment page.
    await db().update(courses).set({ enrollmentCount: sql`${courses.maxEnrollmentCount}` }).where(eq(courses.id, limited));
    await payByCard(server, answer.checkoutUrl, TEST_CARD.success);
    const res = await verify(server, member, { orderId: cart.orderId });
    expect(res.body.outcome).toBe('COMPLETE');
    expect([await enrolledIn(member, limited), await enrolledIn(member, open)]).toEqual([0, 1]);
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, cart.orderId));
    expect({ reason: refund!.reason, amount: refund!.amount, status: refund!.status }).toEqual({ reason: 'CAPACITY', amount: 11_500, status: 'REFUNDED' });
    // The money went back through the provider that took it.
    const [payment] = await paymentsOf(db(), cart.orderId);
    const [sandbox] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, payment!.providerPaymentId!));
    expect({ status: sandbox!.status, refunded: sandbox!.refundedAmount }).toEqual({ status: 'partially_refunded', refunded: 11_500 });
    const items = res.body.order.items;
    expect(items.map((item) => [item.status, item.refund?.reason ?? null])).toEqual([['REFUNDED', 'CAPACITY'], ['COMPLETE', null]]);
    const [told] = (await db().select().from(domainEvents).where(eq(domainEvents.type, 'order.completed'))).filter((e) => e.subject.orderId === cart.orderId);
    expect((told!.payload as { refundedForCapacity: Array<{ en: string }> }).refundedForCapacity).toHaveLength(1);
  });
});

describe('the sandbox\'s hosted pages', () => {
  test('in the payment\'s language: Arabic right to left with the organization\'s Arabic name; every field labelled; switchable', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const { answer } = await awaitingPayment([course], '/api/orders/checkout', { 'x-lang': 'ar' });
    const page = await server.request<string>(sandboxPath(answer.checkoutUrl), { headers: { 'x-organization': 'demo' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('أكاديمية العرض');
    for (const field of ['name', 'number', 'expiry', 'cvc']) expect(page.text).toContain(`<label for="${field}">`);
    expect(page.text).toMatch(/<style nonce="[^"]+">/);
    expect(page.text).toContain('4000 0000 0000 0002');
    const english = await server.request<string>(`${sandboxPath(answer.checkoutUrl)}?lang=en`, { headers: { 'x-organization': 'demo' } });
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('Demo Academy');
    // The choice sticks to the next pages.
    const refused = await payByCard(server, answer.checkoutUrl, '4111 1111 1111 1111');
    expect(refused.text).toContain('<html lang="en" dir="ltr">');
    expect(refused.text).toContain('role="alert"');
  });

  test('the BNPL page shows the disclosure and the plan, its parts summing to the total', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const { answer } = await awaitingPayment([course], '/api/orders/tamara-checkout');
    const page = await server.request<string>(sandboxPath(answer.checkoutUrl), { headers: { 'x-organization': 'demo' } });
    expect(page.text).toContain('Pay in 4 interest-free instalments');
    expect(page.text.match(/<li><span>/g)).toHaveLength(4);
    expect(page.text).toContain('SAR');
  });

  test('a finished payment\'s page says so and links back; a form posted again moves nothing', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const { answer } = await awaitingPayment([course]);
    await payByCard(server, answer.checkoutUrl, TEST_CARD.success);
    const again = await payByCard(server, answer.checkoutUrl, TEST_CARD.decline);
    expect({ status: again.status, location: again.headers.get('location') }).toEqual({ status: 303, location: sandboxPath(answer.checkoutUrl) });
    const page = await server.request<string>(sandboxPath(answer.checkoutUrl), { headers: { 'x-organization': 'demo' } });
    expect(page.text).toContain('It was paid.');
    // A form's address opened by hand (a reload of a refused form) leads back to the payment's page.
    const reload = await server.request(`${sandboxPath(answer.checkoutUrl)}/card`, { headers: { 'x-organization': 'demo' } });
    expect({ status: reload.status, location: reload.headers.get('location') }).toEqual({ status: 303, location: sandboxPath(answer.checkoutUrl) });
    expect(page.text).toContain('/payment-complete?orderId=');
  });
});

describe('a LIVE gateway: the real card adapter, against a fake of the provider\'s API', () => {
  test('checkout opens a Moyasar invoice; its webhook (secret token) is re-verified with the provider and completes the order', async () => {
    const fake = await startFakeProvider();
    Object.assign(process.env, { MOYASAR_API_URL: `${fake.url}/v1`, HALAQA_TEST_MOYASAR_SECRET: 'sk_test_live', HALAQA_TEST_MOYASAR_WEBHOOK: 'moyasar-token' });
    const restore = await setGateway(db(), demo, 'CARD', { mode: 'LIVE', secretEnv: 'HALAQA_TEST_MOYASAR_SECRET', webhookSecretEnv: 'HALAQA_TEST_MOYASAR_WEBHOOK' });
    try {
      const course = await createCourse(db(), demo, { price: 10_000 });
      const [member] = await createMembers(db(), demo, 1);
      const cart = await cartOf(db(), demo, member!, [course]);
      let invoiceStatus = 'initiated';
      fake.on('POST /v1/invoices', { status: 201, json: { id: 'a1b2c3', status: 'initiated', url: 'https://checkout.moyasar.com/invoices/a1b2c3', amount: cart.total } });
      fake.on('GET /v1/invoices/a1b2c3', () => ({ json: { id: 'a1b2c3', status: invoiceStatus, amount: cart.total, payments: [{ id: 'p-1', status: invoiceStatus }] } }));
      const answer = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: cart.total });
      expect(answer.body).toMatchObject({ status: 'AWAITING_PAYMENT', checkoutUrl: 'https://checkout.moyasar.com/invoices/a1b2c3' });
      expect(fake.received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('sk_test_live:').toString('base64')}`);
      expect((await paymentsOf(db(), cart.orderId))[0]!.providerPaymentId).toBe('inv_a1b2c3');
      const webhook = (token: string) => server.request<{ processed: boolean; code?: string }>('/api/payments/webhooks/card', {
        method: 'POST', headers: { 'x-organization': 'demo', 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'evt-live-1', type: 'payment_paid', secret_token: token, data: { id: 'p-1', status: 'paid', amount: cart.total, invoice_id: 'a1b2c3' } }),
      });
      expect((await webhook('forged')).body.code).toBe('pay-003');
      // The webhook says paid, the provider (asked) not yet: nothing completes on the webhook's word.
      const early = await webhook('moyasar-token');
      expect(early.body.processed).toBe(true);
      expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
      invoiceStatus = 'paid';
      expect((await verify(server, member!, { orderId: cart.orderId })).body.outcome).toBe('COMPLETE');
      expect(await enrolledIn(member!, course)).toBe(1);
    } finally {
      await restore();
      await fake.close();
    }
  });
});

describe('what the member is told', () => {
  test('the purchase and a failed payment reach the member\'s notifications in both languages, leading to the order in the payment history', async () => {
    const course = await createCourse(db(), demo, { price: 10_000 });
    const { member, cart, answer } = await awaitingPayment([course]);
    await payByCard(server, answer.checkoutUrl, TEST_CARD.decline);
    await verify(server, member, { orderId: cart.orderId });
    const retry = await checkout(server, member, { idempotencyKey: newKey(), acceptedTotal: cart.total });
    await payByCard(server, retry.body.checkoutUrl, TEST_CARD.success);
    await verify(server, member, { orderId: cart.orderId });
    type Listed = { data: Array<{ text: string; to: string | null; category: string; data: { notificationTemplate: number } }> };
    const listIn = (language: 'en' | 'ar') => server.request<Listed>('/api/notifications?take=10', { headers: { ...memberHeaders(member), 'x-lang': language } });
    // The notification worker turns the events into notifications after their commit.
    let english: Listed['data'] = [];
    for (let tries = 0; tries < 50 && english.length < 2; tries += 1) {
      english = (await listIn('en')).body.data;
      if (english.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const byTemplate = (list: Listed['data'], id: number) => list.find((item) => item.data.notificationTemplate === id)!;
    expect(byTemplate(english, 41)).toMatchObject({ category: 'orders', to: `/profile/payment-history/${cart.orderId}`, text: expect.stringMatching(/^Your order is complete: “Test course/) });
    expect(byTemplate(english, 42)).toMatchObject({ category: 'orders', to: `/profile/payment-history/${cart.orderId}`, text: expect.stringContaining('was declined') });
    const arabic = (await listIn('ar')).body.data;
    expect(byTemplate(arabic, 41).text).toMatch(/^اكتمل طلبك/);
    expect(byTemplate(arabic, 42).text).toMatch(/^رُفض الدفع/);
  });
});
