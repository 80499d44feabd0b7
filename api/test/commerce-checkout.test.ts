import { and, eq } from 'drizzle-orm';
import { orderPayments, orders, purchasedItems, sandboxPayments, voucherConsumptions, vouchers, invoices } from '../src/modules/commerce/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { courseEnrollees } from '../src/modules/lms/tables';
import { startTestServer, type TestServer } from './support/test-server';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import {
  cartOf, checkout, memberHeaders, newKey, orderRow, payByCard, paymentsOf, postForm, sandboxPath, setGateway, TEST_CARD, verify, voucherOf,
} from './support/commerce-checkout-fixtures';

// The tests drive the reconciliation and the sandbox's webhook deliveries themselves.
process.env.PAYMENTS_RECONCILE_MS = '0';
process.env.SANDBOX_WEBHOOK_POLL_MS = '0';

let server: TestServer;
let demo: number;
let nour: number;
let paidCourse: number;
let secondCourse: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  paidCourse = await createCourse(server.database.db, demo, { price: 10_000 });
  secondCourse = await createCourse(server.database.db, demo, { price: 20_000 });
});
afterAll(async () => { await server.close(); });

const db = () => server.database.db;
const fresh = async (count = 1) => createMembers(db(), demo, count);
const enrolled = async (member: TestMember, courseId: number) =>
  (await db().select().from(courseEnrollees).where(and(eq(courseEnrollees.userId, member.id), eq(courseEnrollees.courseId, courseId)))).length;
const eventsOf = async (type: string, orderId: number) =>
  (await db().select().from(domainEvents).where(eq(domainEvents.type, type)).orderBy(domainEvents.id)).filter((event) => event.subject.orderId === orderId);

describe('POST orders/checkout (card, sandbox)', () => {
  test('a paid cart: the order awaits payment, one payment, the sandbox\'s hosted page', async () => {
    const [member] = await fresh();
    const cart = await cartOf(db(), demo, member!, [paidCourse]);
    const res = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: cart.total });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orderId: cart.orderId, status: 'AWAITING_PAYMENT', paymentId: expect.any(Number), provider: 'CARD',
      checkoutUrl: expect.stringMatching(/\/api\/sandbox-payments\/sbx_pay_[\w-]+$/),
    });
    expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
    const payments = await paymentsOf(db(), cart.orderId);
    expect(payments.map((p) => [p.provider, p.method, p.status, p.amount])).toEqual([['CARD', 'credit-card', 'PENDING', 11_500]]);
    expect(payments[0]!.providerPaymentId).toMatch(/^sbx_pay_/);
    // The provider was called after the payment was recorded, for its amount and callback.
    const [sandbox] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, payments[0]!.providerPaymentId!));
    expect(sandbox).toMatchObject({ amount: 11_500, kind: 'CARD', status: 'initiated' });
    expect(sandbox!.callbackUrl).toMatch(new RegExp(`/payment-complete\\?orderId=${cart.orderId}&paymentId=${payments[0]!.id}$`));
  });

  test('a replay of the same key, and a double click at once, answer the same payment: one order, one payment', async () => {
    const [member] = await fresh();
    const cart = await cartOf(db(), demo, member!, [paidCourse]);
    const key = newKey();
    const answers = await Promise.all([0, 1, 2].map(() => checkout(server, member!, { idempotencyKey: key, acceptedTotal: cart.total })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    const replay = await checkout(server, member!, { idempotencyKey: key, acceptedTotal: cart.total });
    expect(replay.body).toEqual(answers[0]!.body);
    expect(await paymentsOf(db(), cart.orderId)).toHaveLength(1);
    expect(await db().select().from(sandboxPayments).where(eq(sandboxPayments.amount, cart.total))
      .then((rows) => rows.filter((row) => (row.metadata as { orderId?: number }).orderId === cart.orderId))).toHaveLength(1);
  });

  test('409 ord-004 with the re-priced cart when the total is not the one accepted; nothing is charged', async () => {
    const [member] = await fresh();
    const cart = await cartOf(db(), demo, member!, [paidCourse]);
    const res = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: cart.total - 1 });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'ord-004' });
    expect(res.body.details?.cart.order?.totalAmount).toBe(cart.total);
    expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
    expect(await paymentsOf(db(), cart.orderId)).toHaveLength(0);
  });

  test('409 ord-005 for an empty cart (no open order)', async () => {
    const [member] = await fresh();
    const res = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: 0 });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'ord-005' });
  });

  test('a free order (a 100 % voucher): completed at once, no provider, enrolled, no invoice, the voucher use taken', async () => {
    const [member] = await fresh();
    const voucherId = await voucherOf(db(), demo, 10_000);
    const cart = await cartOf(db(), demo, member!, [paidCourse], { voucherId });
    const res = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ orderId: cart.orderId, status: 'COMPLETE', redirectTo: expect.stringMatching(new RegExp(`^/payment-complete\\?orderId=${cart.orderId}&paymentId=\\d+$`)) });
    const order = await orderRow(db(), cart.orderId);
    expect({ status: order.status, total: order.totalAmount, paid: order.paidAmount }).toEqual({ status: 'COMPLETE', total: 0, paid: 0 });
    expect((await paymentsOf(db(), cart.orderId)).map((p) => [p.provider, p.method, p.status])).toEqual([['FREE', 'free', 'COMPLETE']]);
    expect(await enrolled(member!, paidCourse)).toBe(1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, cart.orderId))).toHaveLength(0);
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, cart.orderId))).toHaveLength(1);
    expect(await eventsOf('order.completed', cart.orderId)).toHaveLength(1);
    const verified = await verify(server, member!, { orderId: cart.orderId });
    expect({ outcome: verified.body.outcome, status: verified.body.order.status }).toEqual({ outcome: 'COMPLETE', status: 'COMPLETE' });
  });
});

describe('paying on the sandbox card page, then /payment-complete verifies', () => {
  async function started(courseIds = [paidCourse], voucherRate?: number) {
    const [member] = await fresh();
    const voucherId = voucherRate === undefined ? undefined : await voucherOf(db(), demo, voucherRate);
    const cart = await cartOf(db(), demo, member!, courseIds, voucherId === undefined ? {} : { voucherId });
    // With a voucher, the total is the pricing rule's: a checkout at 0 answers it (409 ord-004 with the cart), as the cart page shows it.
    const accepted = voucherRate === undefined ? cart.total : (await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: 0 })).body.details!.cart.order!.totalAmount;
    const res = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: accepted });
    expect(res.status).toBe(200);
    return { member: member!, cart, answer: res.body, voucherId };
  }

  test('success: redirected to the callback with the outcome; verify completes the order (no webhook needed)', async () => {
    const { member, cart, answer } = await started([paidCourse, secondCourse]);
    const paid = await payByCard(server, answer.checkoutUrl, TEST_CARD.success);
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe('/payment-complete');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ orderId: String(cart.orderId), paymentId: String(answer.paymentId), outcome: 'success' });
    // The address is not trusted: nothing changed until the member's page asks.
    expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
    const res = await verify(server, member, { orderId: cart.orderId, paymentId: answer.paymentId });
    expect(res.status).toBe(200);
    expect({ outcome: res.body.outcome, message: res.body.message, status: res.body.order.status }).toEqual({ outcome: 'COMPLETE', message: null, status: 'COMPLETE' });
    expect(res.body.order.items.map((item) => item.status)).toEqual(['COMPLETE', 'COMPLETE']);
    const order = await orderRow(db(), cart.orderId);
    expect({ paid: order.paidAmount, completedAt: order.completedAt !== null }).toEqual({ paid: 34_500, completedAt: true });
    expect([await enrolled(member, paidCourse), await enrolled(member, secondCourse)]).toEqual([1, 1]);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, cart.orderId))).toHaveLength(1);
    expect(await eventsOf('order.completed', cart.orderId)).toHaveLength(1);
    // Asked again (a reload of /payment-complete): the same answer, nothing done twice.
    const again = await verify(server, member, { orderId: cart.orderId });
    expect(again.body.outcome).toBe('COMPLETE');
    expect(await eventsOf('order.completed', cart.orderId)).toHaveLength(1);
  });

  test('a declined card leaves the cart intact: the order back to PENDING, the voucher use given back, the member told', async () => {
    const { member, cart, answer, voucherId } = await started([paidCourse], 1000);
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, cart.orderId))).toHaveLength(1);
    const declined = await payByCard(server, answer.checkoutUrl, TEST_CARD.decline);
    expect(declined.status).toBe(303);
    expect(new URL(declined.headers.get('location')!).searchParams.get('outcome')).toBe('failure');
    const res = await verify(server, member, { orderId: cart.orderId });
    expect(res.body.outcome).toBe('DECLINED');
    expect(res.body.message?.en).toMatch(/declined/);
    expect(res.body.message?.ar).toBeTruthy();
    const order = await orderRow(db(), cart.orderId);
    expect({ status: order.status, voucherId: order.voucherId }).toEqual({ status: 'PENDING', voucherId });
    expect(await db().select().from(purchasedItems).where(eq(purchasedItems.orderId, cart.orderId))).toHaveLength(1);
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, cart.orderId))).toHaveLength(0);
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.id, voucherId!));
    expect(voucher!.numberOfUses).toBe(0);
    expect(await enrolled(member, paidCourse)).toBe(0);
    expect(await eventsOf('order.payment-failed', cart.orderId)).toHaveLength(1);
    // The member pays again from the same cart, with a new attempt.
    const retry = await checkout(server, member, { idempotencyKey: newKey(), acceptedTotal: order.totalAmount });
    expect(retry.body.status).toBe('AWAITING_PAYMENT');
    await payByCard(server, retry.body.checkoutUrl, TEST_CARD.success);
    expect((await verify(server, member, { orderId: cart.orderId })).body.outcome).toBe('COMPLETE');
  });

  test('the challenge step: a wrong code is refused on the page (pay-006), the right one pays', async () => {
    const { member, cart, answer } = await started();
    const challenged = await payByCard(server, answer.checkoutUrl, TEST_CARD.challenge);
    expect(challenged.status).toBe(303);
    expect(challenged.headers.get('location')).toBe(`${sandboxPath(answer.checkoutUrl)}/challenge`);
    const page = await server.request<string>(`${sandboxPath(answer.checkoutUrl)}/challenge`, { headers: { 'x-organization': 'demo' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('autocomplete="one-time-code"');
    const wrong = await postForm(server, `${sandboxPath(answer.checkoutUrl)}/challenge`, { code: '000000' });
    expect({ status: wrong.status, code: wrong.headers.get('x-error-code') }).toEqual({ status: 400, code: 'pay-006' });
    expect(wrong.text).toContain('aria-invalid="true"');
    const right = await postForm(server, `${sandboxPath(answer.checkoutUrl)}/challenge`, { code: '123456' });
    expect(right.status).toBe(303);
    expect(new URL(right.headers.get('location')!).searchParams.get('outcome')).toBe('success');
    expect((await verify(server, member, { orderId: cart.orderId })).body.outcome).toBe('COMPLETE');
  });

  test('the card form refuses a past expiry, a bad CVC, an unknown card (400 pay-006); nothing moves', async () => {
    const { answer } = await started();
    for (const [overrides, field] of [[{ expiry: '01/20' }, 'expiry'], [{ cvc: '1' }, 'cvc'], [{ number: '4111 1111 1111 1111' }, 'number']] as const) {
      const res = await payByCard(server, answer.checkoutUrl, overrides.number ?? TEST_CARD.success, overrides);
      expect({ status: res.status, code: res.headers.get('x-error-code') }).toEqual({ status: 400, code: 'pay-006' });
      expect(res.text).toContain(`id="${field}" name="${field}"`);
      expect(res.text).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
      expect(res.text).not.toContain('value="123"');
    }
    const [sandbox] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, sandboxPath(answer.checkoutUrl).split('/').pop()!));
    expect(sandbox!.status).toBe('initiated');
  });

  test('canceled on the page: outcome cancel, the cart back, no failure notice', async () => {
    const { member, cart, answer } = await started();
    const canceled = await postForm(server, `${sandboxPath(answer.checkoutUrl)}/cancel`, {});
    expect(new URL(canceled.headers.get('location')!).searchParams.get('outcome')).toBe('cancel');
    expect((await verify(server, member, { orderId: cart.orderId })).body.outcome).toBe('CANCELED');
    expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
    expect(await eventsOf('order.payment-failed', cart.orderId)).toHaveLength(0);
  });
});

describe('buy now, pay later through the sandbox (tamara-checkout, tabby-checkout)', () => {
  test.each([['/api/orders/tamara-checkout', 'TAMARA', 'bnpl-tamara'], ['/api/orders/tabby-checkout', 'TABBY', 'bnpl-tabby']])('%s: approve captures and completes; decline sends the order back', async (path, provider, method) => {
    const [approver, decliner] = await fresh(2);
    for (const [member, decision] of [[approver!, 'approve'], [decliner!, 'decline']] as const) {
      const cart = await cartOf(db(), demo, member, [paidCourse]);
      const res = await checkout(server, member, { idempotencyKey: newKey(), acceptedTotal: cart.total }, path);
      expect({ status: res.status, provider: res.body.provider }).toEqual({ status: 200, provider });
      const page = await server.request<string>(sandboxPath(res.body.checkoutUrl), { headers: { 'x-organization': 'demo' } });
      expect(page.text).toContain('name="decision" value="approve"');
      const back = await postForm(server, `${sandboxPath(res.body.checkoutUrl)}/bnpl`, { decision });
      expect(new URL(back.headers.get('location')!).searchParams.get('outcome')).toBe(decision === 'approve' ? 'success' : 'failure');
      const verified = await verify(server, member, { orderId: cart.orderId });
      expect(verified.body.outcome).toBe(decision === 'approve' ? 'COMPLETE' : 'DECLINED');
      const [payment] = await paymentsOf(db(), cart.orderId);
      expect({ provider: payment!.provider, method: payment!.method }).toEqual({ provider, method });
      if (decision === 'approve') {
        // Authorised by the member's approval, captured by Halaqa before completing.
        const [sandbox] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, payment!.providerPaymentId!));
        expect(sandbox!.status).toBe('captured');
      } else {
        expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
      }
    }
  });
});

describe('the gateway decides', () => {
  test('a provider the organization does not offer: 403 pay-001, the cart untouched', async () => {
    const [member] = await fresh();
    const cart = await cartOf(db(), demo, member!, [paidCourse]);
    const restore = await setGateway(db(), demo, 'TABBY', { isEnabled: false });
    try {
      const res = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: cart.total }, '/api/orders/tabby-checkout');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'pay-001' });
      expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
      expect(await paymentsOf(db(), cart.orderId)).toHaveLength(0);
    } finally {
      await restore();
    }
  });

  test('the provider failing at checkout: 502 pay-005, the payment FAILED, the order back in the cart with its voucher use given back', async () => {
    const [member] = await fresh();
    const voucherId = await voucherOf(db(), demo, 1000);
    const cart = await cartOf(db(), demo, member!, [paidCourse], { voucherId });
    const priced = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: 0 });
    // LIVE without its secret in the environment: the real adapter cannot be built, as if the provider were down.
    const restore = await setGateway(db(), demo, 'CARD', { mode: 'LIVE', secretEnv: 'HALAQA_TEST_MISSING_SECRET', webhookSecretEnv: 'HALAQA_TEST_MISSING_SECRET' });
    try {
      const res = await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: priced.body.details!.cart.order!.totalAmount });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 502, code: 'pay-005' });
    } finally {
      await restore();
    }
    expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
    expect((await paymentsOf(db(), cart.orderId)).map((p) => [p.status, p.failureCode])).toEqual([['FAILED', 'pay-005']]);
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, cart.orderId))).toHaveLength(0);
  });
});

describe('who may ask', () => {
  test('another member\'s order, or another organization\'s, is 404 to verify and initialize; a demo token at nour is auth-002', async () => {
    const [owner, other] = await fresh(2);
    const cart = await cartOf(db(), demo, owner!, [paidCourse]);
    const answer = (await checkout(server, owner!, { idempotencyKey: newKey(), acceptedTotal: cart.total })).body;
    const byOther = await verify(server, other!, { orderId: cart.orderId });
    expect({ status: byOther.status, code: byOther.body.code }).toEqual({ status: 404, code: 'req-002' });
    const initialize = await server.request<{ code: string }>('/api/orders/initialize-payment', {
      method: 'POST', headers: memberHeaders(other!), body: { orderId: cart.orderId, paymentId: answer.paymentId, providerPaymentId: 'sbx_pay_x' },
    });
    expect({ status: initialize.status, code: initialize.body.code }).toEqual({ status: 404, code: 'req-002' });
    const nourToken = await server.memberToken('nour');
    const atNour = await server.request<{ code: string }>('/api/orders/verify-payment', {
      method: 'POST', headers: { authorization: `Bearer ${nourToken}`, 'x-organization': 'nour' }, body: { orderId: cart.orderId },
    });
    expect({ status: atNour.status, code: atNour.body.code }).toEqual({ status: 404, code: 'req-002' });
    const demoAtNour = await verify(server, owner!, { orderId: cart.orderId }, 'nour');
    expect({ status: demoAtNour.status, code: demoAtNour.body.code }).toEqual({ status: 403, code: 'auth-002' });
    // The sandbox page of demo's payment is not on nour's site.
    const page = await server.request<string>(sandboxPath(answer.checkoutUrl), { headers: { 'x-organization': 'nour' } });
    expect(page.status).toBe(404);
    expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
  });

  test('marketplace off (nour): the cart\'s checkouts are 403 ord-007; verify is open to members (their buy-now orders)', async () => {
    const [nourMember] = await createMembers(db(), nour, 1);
    for (const path of ['/api/orders/checkout', '/api/orders/tamara-checkout', '/api/orders/tabby-checkout', '/api/orders/generate-checkout']) {
      const res = await checkout(server, nourMember!, { idempotencyKey: newKey(), acceptedTotal: 0 }, path, 'nour');
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'ord-007' });
    }
    const res = await verify(server, nourMember!, { orderId: 2_147_483_647 }, 'nour');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
  });
});

describe('bad input on every route answers 4xx with a code', () => {
  const NONE = 2_147_483_647;
  test.each([
    ['/api/orders/checkout', {}],
    ['/api/orders/checkout', { idempotencyKey: 'short', acceptedTotal: 1 }],
    ['/api/orders/checkout', { idempotencyKey: 'key with spaces!', acceptedTotal: 1 }],
    ['/api/orders/checkout', { idempotencyKey: newKey(), acceptedTotal: -1 }],
    ['/api/orders/checkout', { idempotencyKey: newKey(), acceptedTotal: 1.5 }],
    ['/api/orders/checkout', { idempotencyKey: newKey(), acceptedTotal: 1, provider: 'PAYPAL' }],
    ['/api/orders/checkout', { idempotencyKey: newKey(), acceptedTotal: 1, provider: 'FREE' }],
    ['/api/orders/tamara-checkout', { acceptedTotal: 1 }],
    ['/api/orders/tabby-checkout', { idempotencyKey: newKey() }],
    ['/api/orders/generate-checkout', { idempotencyKey: newKey(), acceptedTotal: 2 ** 31 }],
    ['/api/orders/initialize-payment', { orderId: 1, paymentId: 1 }],
    ['/api/orders/initialize-payment', { orderId: 1, paymentId: 1, providerPaymentId: '../x' }],
    ['/api/orders/initialize-payment', { orderId: 0, paymentId: 1, providerPaymentId: 'x' }],
    ['/api/orders/verify-payment', {}],
    ['/api/orders/verify-payment', { orderId: 'abc' }],
    ['/api/orders/verify-payment', { orderId: 1, paymentId: -1 }],
    ['/api/orders/verify-payment', '{not json'],
  ])('POST %s %j: 400', async (path, body) => {
    const [member] = await fresh();
    const res = await server.request<{ code: string }>(path, { method: 'POST', headers: memberHeaders(member!), body });
    expect(res.status).toBe(400);
    expect(res.body.code).toMatch(/^req-00[13]$/);
  });

  test('unknown ids: 404 req-002 (verify, initialize)', async () => {
    const [member] = await fresh();
    expect((await verify(server, member!, { orderId: NONE })).status).toBe(404);
    const res = await server.request<{ code: string }>('/api/orders/initialize-payment', {
      method: 'POST', headers: memberHeaders(member!), body: { orderId: NONE, paymentId: NONE, providerPaymentId: 'sbx_pay_none' },
    });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
  });

  test('the webhook route: an unknown provider is 400; the sandbox pages: an unknown payment is a 404 page, a malformed id 400', async () => {
    const webhook = await server.request<{ code: string }>('/api/payments/webhooks/paypal', { method: 'POST', headers: { 'x-organization': 'demo' }, body: '{}' });
    expect({ status: webhook.status, code: webhook.body.code }).toEqual({ status: 400, code: 'req-001' });
    const unknown = await server.request<string>('/api/sandbox-payments/sbx_pay_nothing', { headers: { 'x-organization': 'demo' } });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<html lang="en" dir="ltr">');
    const malformed = await server.request<{ code: string }>('/api/sandbox-payments/pay_1%27%3B', { headers: { 'x-organization': 'demo' } });
    expect({ status: malformed.status, code: malformed.body.code }).toEqual({ status: 400, code: 'req-001' });
    const badForm = await postForm(server, '/api/sandbox-payments/sbx_pay_nothing/bnpl', { decision: 'maybe' });
    expect(badForm.status).toBe(400);
  });
});

describe('initialize-payment (the card form reports the provider payment it made)', () => {
  test('the payment\'s own sandbox id settles it; another order\'s provider id is refused (pay-002), never attached twice', async () => {
    const [member, other] = await fresh(2);
    const cart = await cartOf(db(), demo, member!, [paidCourse]);
    const answer = (await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: cart.total }, '/api/orders/generate-checkout')).body as unknown as {
      paymentId: number; checkoutUrl: string; checkout: Record<string, unknown>;
    };
    expect(answer.checkout).toEqual({
      amount: cart.total, currency: 'SAR', publishableKey: 'pk_sandbox_demo_card', methods: ['creditcard', 'applepay'], language: 'en',
      description: `Order #${cart.orderId}`, callbackUrl: expect.stringMatching(new RegExp(`/payment-complete\\?orderId=${cart.orderId}&paymentId=${answer.paymentId}$`)),
    });
    await payByCard(server, answer.checkoutUrl, TEST_CARD.success);
    const sandboxId = sandboxPath(answer.checkoutUrl).split('/').pop()!;
    // Another member's cart of the same amount cannot take this payment.
    const otherCart = await cartOf(db(), demo, other!, [paidCourse]);
    const otherAnswer = (await checkout(server, other!, { idempotencyKey: newKey(), acceptedTotal: otherCart.total })).body;
    const stolen = await server.request<{ code: string }>('/api/orders/initialize-payment', {
      method: 'POST', headers: memberHeaders(other!), body: { orderId: otherCart.orderId, paymentId: otherAnswer.paymentId, providerPaymentId: sandboxId },
    });
    expect({ status: stolen.status, code: stolen.body.code }).toEqual({ status: 409, code: 'pay-002' });
    expect((await orderRow(db(), otherCart.orderId)).status).toBe('AWAITING_PAYMENT');
    const res = await server.request<{ outcome: string }>('/api/orders/initialize-payment', {
      method: 'POST', headers: memberHeaders(member!), body: { orderId: cart.orderId, paymentId: answer.paymentId, providerPaymentId: sandboxId },
    });
    expect({ status: res.status, outcome: res.body.outcome }).toEqual({ status: 200, outcome: 'COMPLETE' });
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.id, answer.paymentId));
    expect(payment!.status).toBe('COMPLETE');
    expect((await db().select().from(orders).where(eq(orders.id, cart.orderId)))[0]!.status).toBe('COMPLETE');
  });
});
