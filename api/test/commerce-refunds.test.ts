import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import type { Static } from '@sinclair/typebox';
import { completeOrder } from '../src/modules/commerce/checkout/complete-order';
import type { OrderSchema } from '../src/modules/commerce/history/dto';
import { decodeZatcaTlv } from '../src/modules/commerce/invoices/zatca-qr';
import type { RefundPageSchema, RefundQuoteSchema, RefundSummarySchema } from '../src/modules/commerce/refunds/dto';
import { processRefund } from '../src/modules/commerce/refunds/process-refund';
import { refundForCapacity } from '../src/modules/commerce/refunds/refund-for-capacity';
import { retryRequestedRefunds } from '../src/modules/commerce/refunds/refunds-job';
import {
  invoices, orderPayments, orderRefunds, orders, paymentGateways, purchasedItems, refundPolicyRestrictions, sandboxPayments,
} from '../src/modules/commerce/tables';
import { courseEnrollees, courses } from '../src/modules/lms/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { createOrder, sandboxRefunded, type OrderLineFixture } from './support/commerce-orders';
import { createCourse, createMembers, daysFromNow, setConfig, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

// The refunds job stays out of the way: the tests run its pass themselves.
process.env.REFUNDS_POLL_MS = '3600000';

let server: TestServer;
let demo: number;
let nour: number;
let member: TestMember;
let other: TestMember;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  [member, other] = await createMembers(server.database.db, demo, 2) as [TestMember, TestMember];
  admin = await server.memberToken('demo', { isAdministrator: true });
});
afterAll(async () => { await server.close(); });

type Order = Static<typeof OrderSchema>;
type Answer<T> = T & ErrorBody;
const headers = (token: string, prefix = 'demo') => ({ ...bearer(token), 'x-organization': prefix });
const db = () => server.database.db;

/** A paid course order of the member; the course starts in `days` (null: no start date). */
async function paidCourse(days: number | null, who: TestMember = member, price = 100_000, extra: OrderLineFixture[] = []) {
  const startDate = days === null ? null : daysFromNow(days);
  const courseId = await createCourse(db(), demo, { price, startDate });
  const order = await createOrder(db(), server.database.systemDb, {
    organizationId: demo, userId: who.id, lines: [{ itemId: courseId, unitPrice: price, startsAt: startDate, title: 'Tajweed Basics', titleAr: 'أساسيات التجويد' }, ...extra],
  });
  return { ...order, courseId, itemId: order.itemIds[0]! };
}

const requestRefund = (purchasedItemId: number | string, token = member.token, body: unknown = { reason: 'My plans changed' }, prefix = 'demo') =>
  server.request<Answer<Order>>(`/api/orders/refund/${purchasedItemId}`, { method: 'POST', headers: headers(token, prefix), body });
const quote = (purchasedItemId: number | string, token = member.token, prefix = 'demo') =>
  server.request<Answer<Static<typeof RefundQuoteSchema>>>(`/api/orders/refund-quote/${purchasedItemId}`, { headers: headers(token, prefix) });
const decide = (refundId: number | string, decision: 'approve' | 'reject', body?: unknown, token = admin, prefix = 'demo') =>
  server.request<Answer<Static<typeof RefundSummarySchema>>>(`/api/orders/refunds/${refundId}/${decision}`, { method: 'POST', headers: headers(token, prefix), body });

const enrolled = async (courseId: number, userId = member.id) =>
  (await db().select({ id: courseEnrollees.id }).from(courseEnrollees).where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, userId)))).length === 1;
const refundOf = async (itemId: number) => (await db().select().from(orderRefunds).where(eq(orderRefunds.purchasedItemId, itemId)))[0]!;
const eventsOf = async (refundId: number) => (await db().select().from(domainEvents).where(eq(domainEvents.type, 'order.refund-decided')).orderBy(domainEvents.id))
  .filter((event) => event.subject.refundId === refundId);

/** The demo card gateway switched off for the duration of `work`: every provider call fails (pay-001). */
async function withCardGatewayDown<T>(work: () => Promise<T>): Promise<T> {
  const where = and(eq(paymentGateways.organizationId, demo), eq(paymentGateways.provider, 'CARD'));
  await db().update(paymentGateways).set({ isEnabled: false }).where(where);
  try {
    return await work();
  } finally {
    await db().update(paymentGateways).set({ isEnabled: true }).where(where);
  }
}

describe('GET orders/refund-quote/{purchasedItemId}', () => {
  test('what the policy gives back now: all a month before, half two days before, nothing on the day', async () => {
    const early = await paidCourse(30);
    expect((await quote(early.itemId)).body).toEqual({
      purchasedItemId: early.itemId, amount: 115_000, percentageBasisPoints: 10_000, hoursLeft: expect.closeTo(720, 0), refusal: null,
    });
    const late = await paidCourse(3);
    expect((await quote(late.itemId)).body).toMatchObject({ amount: 57_500, percentageBasisPoints: 5_000, refusal: null });
    const tooLate = await paidCourse(0.5);
    expect((await quote(tooLate.itemId)).body).toMatchObject({ amount: 0, refusal: 'rfd-002' });
    const undated = await paidCourse(null);
    expect((await quote(undated.itemId)).body).toMatchObject({ amount: 115_000, hoursLeft: null, refusal: null });
  });

  test("another member's item is 404; a malformed id 400", async () => {
    const order = await paidCourse(30);
    expect((await quote(order.itemId, other.token)).body.code).toBe('req-002');
    const bad = await quote('x1');
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'req-001' });
  });
});

describe('POST orders/refund/{purchasedItemId}', () => {
  test('within the policy: the money goes back through the provider, access is removed, a credit note is issued and the member told', async () => {
    const order = await paidCourse(30);
    const countBefore = (await db().select({ count: courses.enrollmentCount }).from(courses).where(eq(courses.id, order.courseId)))[0]!.count;
    expect(await enrolled(order.courseId)).toBe(true);

    const res = await requestRefund(order.itemId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: order.orderId, status: 'REFUNDED', totalAmount: 115_000, paidAmount: 115_000, refundedAmount: 115_000,
      payment: { provider: 'CARD', method: 'credit-card', status: 'REFUNDED' },
      items: [{ id: order.itemId, status: 'REFUNDED', refund: { status: 'REFUNDED', amount: 115_000, reason: 'MEMBER', rejectReason: null } }],
      invoice: { id: order.invoiceId },
      creditNotes: [{ reference: expect.stringMatching(/^CN-\d{6}$/), amount: 115_000 }],
    });
    expect(await enrolled(order.courseId)).toBe(false);
    const countAfter = (await db().select({ count: courses.enrollmentCount }).from(courses).where(eq(courses.id, order.courseId)))[0]!.count;
    expect(countAfter).toBe(countBefore - 1);
    expect(await sandboxRefunded(db(), order.providerPaymentId!)).toBe(115_000);

    const refund = await refundOf(order.itemId);
    expect(refund.providerRefundId).toMatch(/^sbx_rfd_/);
    const [note] = await db().select().from(invoices).where(eq(invoices.refundId, refund.id));
    expect(note).toMatchObject({ kind: 'CREDIT_NOTE', correctsInvoiceId: order.invoiceId, totalAmount: 115_000, taxAmount: 15_000, amountWithoutTax: 100_000 });
    expect(decodeZatcaTlv(note!.qrTlv)).toMatchObject({ totalWithVat: '1150.00', vatAmount: '150.00', vatNumber: '310122393500003' });

    expect(await eventsOf(refund.id)).toEqual([expect.objectContaining({
      actorUserId: member.id, audience: { kind: 'users', userIds: [member.id] },
      payload: expect.objectContaining({ outcome: 'REFUNDED', amount: 115_000, reason: 'MEMBER', itemTitle: { en: 'Tajweed Basics', ar: 'أساسيات التجويد' } }),
    })]);
    const notices = await waitForNotice(member.token, 'Tajweed Basics');
    expect(notices).toContain('Your refund for “Tajweed Basics” went through: 1,150.00 SAR is on its way back to you.');
    const arabic = await waitForNotice(member.token, 'أساسيات التجويد', 'ar');
    expect(arabic).toContain('تم استرداد «أساسيات التجويد»: أعدنا إليك 1,150.00 ريال.');
  });

  test('two days before the start the policy gives half back: everything is partially refunded', async () => {
    const order = await paidCourse(3);
    const res = await requestRefund(order.itemId);
    expect(res.body).toMatchObject({
      status: 'PARTIALLY_REFUNDED', refundedAmount: 57_500, payment: { status: 'PARTIALLY_REFUNDED' },
      items: [{ status: 'PARTIALLY_REFUNDED', refund: { status: 'PARTIALLY_REFUNDED', amount: 57_500 } }],
      creditNotes: [{ amount: 57_500 }],
    });
    const [note] = await db().select().from(invoices).where(eq(invoices.refundId, res.body.items[0]!.refund!.id));
    // The VAT inside 575.00 SAR of a 1150.00 SAR line with 150.00 SAR of VAT.
    expect(note).toMatchObject({ totalAmount: 57_500, taxAmount: 7_500, amountWithoutTax: 50_000 });
    expect(await enrolled(order.courseId)).toBe(false);
    expect(await sandboxRefunded(db(), order.providerPaymentId!)).toBe(57_500);
  });

  test('an order of two items: one refunded, then the other', async () => {
    const secondCourse = await createCourse(db(), demo, { price: 20_000, startDate: daysFromNow(30) });
    const order = await paidCourse(30, member, 100_000, [{ itemId: secondCourse, unitPrice: 20_000, startsAt: daysFromNow(30) }]);
    const first = await requestRefund(order.itemIds[0]!);
    expect(first.body).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 115_000, payment: { status: 'PARTIALLY_REFUNDED' } });
    expect(first.body.items.map((item) => item.status)).toEqual(['REFUNDED', 'COMPLETE']);
    const second = await requestRefund(order.itemIds[1]!);
    expect(second.body).toMatchObject({ status: 'REFUNDED', refundedAmount: 138_000, payment: { status: 'REFUNDED' } });
    expect(second.body.creditNotes.map((note) => note.amount)).toEqual([115_000, 23_000]);
    expect(await sandboxRefunded(db(), order.providerPaymentId!)).toBe(138_000);
  });

  test('the same request three times at once refunds once (rfd-003 for the others); asking again later is rfd-003', async () => {
    const order = await paidCourse(30);
    const answers = await Promise.all([requestRefund(order.itemId), requestRefund(order.itemId), requestRefund(order.itemId)]);
    expect(answers.map((res) => (res.status === 200 ? 'refunded' : `${res.status} ${res.body.code}`)).sort()).toEqual(['409 rfd-003', '409 rfd-003', 'refunded']);
    expect(await sandboxRefunded(db(), order.providerPaymentId!)).toBe(115_000);
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.purchasedItemId, order.itemId))).toHaveLength(1);
    expect((await requestRefund(order.itemId)).body.code).toBe('rfd-003');
  });

  test.each([
    ['the policy gives nothing this close to the start (rfd-002)', 'rfd-002'],
    ['a restricted item type (rfd-001)', 'rfd-001'],
    ['a free item (rfd-004)', 'rfd-004'],
    ['an item still in the cart (rfd-004)', 'rfd-004'],
  ] as const)('409 %s, nothing written', async (name, code) => {
    let itemId: number;
    if (code === 'rfd-002') itemId = (await paidCourse(0.5)).itemId;
    else if (name.includes('free')) itemId = (await paidCourse(30, member, 0)).itemId;
    else if (name.includes('cart')) {
      const courseId = await createCourse(db(), demo, { price: 10_000 });
      itemId = (await createOrder(db(), server.database.systemDb, { organizationId: demo, userId: member.id, status: 'PENDING', lines: [{ itemId: courseId, unitPrice: 10_000 }] })).itemIds[0]!;
    } else {
      await db().insert(refundPolicyRestrictions).values({ organizationId: demo, itemType: 'SPECIALIZATION' });
      const order = await createOrder(db(), server.database.systemDb, {
        organizationId: demo, userId: member.id, lines: [{ itemType: 'SPECIALIZATION', itemId: 1, unitPrice: 10_000 }],
      });
      itemId = order.itemIds[0]!;
    }
    try {
      const res = await requestRefund(itemId);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code });
      expect((await quote(itemId)).body).toMatchObject({ amount: 0, refusal: code });
    } finally {
      await db().delete(refundPolicyRestrictions).where(eq(refundPolicyRestrictions.organizationId, demo));
    }
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.purchasedItemId, itemId))).toHaveLength(0);
  });

  test("another member's item is 404; bad input is 400 (req-001, broken JSON req-003)", async () => {
    const order = await paidCourse(30);
    const stranger = await requestRefund(order.itemId, other.token);
    expect({ status: stranger.status, code: stranger.body.code }).toEqual({ status: 404, code: 'req-002' });
    const cases = [['abc', {}, 'req-001'], ['0', {}, 'req-001'], [order.itemId, { reason: 'x'.repeat(1001) }, 'req-001'],
      [order.itemId, { reason: ['a', 'b'] }, 'req-001'], [order.itemId, '{not json', 'req-003']] as const;
    for (const [id, body, code] of cases) {
      const res = await requestRefund(id, member.token, body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code });
    }
    expect(await enrolled(order.courseId)).toBe(true);
  });

  test("another organization's item is 404 there; a demo token at nour is refused (auth-002); nour without a marketplace is ord-007", async () => {
    const order = await paidCourse(30);
    const nourToken = (await createMembers(db(), nour, 1))[0]!.token;
    const closed = await requestRefund(order.itemId, nourToken, {}, 'nour');
    expect({ status: closed.status, code: closed.body.code }).toEqual({ status: 403, code: 'ord-007' });
    const restore = await setConfig(db(), nour, CONFIG_KEYS.marketplaceEnabled, true);
    try {
      for (const res of [await requestRefund(order.itemId, nourToken, {}, 'nour'), await quote(order.itemId, nourToken, 'nour')]) {
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
      }
    } finally {
      await restore();
    }
    const crossed = await requestRefund(order.itemId, member.token, {}, 'nour');
    expect({ status: crossed.status, code: crossed.body.code }).toEqual({ status: 403, code: 'auth-002' });
  });
});

describe('when the provider fails', () => {
  test('the refund stays REQUESTED (the item and order say so), the approval answers 502 until the provider is back, then refunds', async () => {
    const order = await paidCourse(30);
    const res = await withCardGatewayDown(() => requestRefund(order.itemId));
    expect(res.body).toMatchObject({ status: 'REFUND_REQUESTED', items: [{ status: 'REFUND_REQUESTED', refund: { status: 'REQUESTED', amount: 115_000 } }], creditNotes: [] });
    const refund = await refundOf(order.itemId);
    expect(refund.providerRefundId).toBeNull();
    expect(await sandboxRefunded(db(), order.providerPaymentId!)).toBe(0);
    expect(await enrolled(order.courseId)).toBe(true);

    const down = await withCardGatewayDown(() => decide(refund.id, 'approve'));
    expect({ status: down.status, code: down.body.code }).toEqual({ status: 502, code: 'pay-005' });
    const approved = await decide(refund.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: refund.id, status: 'REFUNDED', amount: 115_000, reason: 'MEMBER', member: { id: member.id } });
    expect(await enrolled(order.courseId)).toBe(false);
    const again = await decide(refund.id, 'approve');
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'rfd-005' });
  });

  test('processRefund twice, and three at once, refund once; the refunds job picks up what is left', async () => {
    const order = await paidCourse(30);
    await withCardGatewayDown(() => requestRefund(order.itemId));
    const refund = await refundOf(order.itemId);
    const runs = await Promise.all([processRefund(server.database.systemDb, refund.id), processRefund(server.database.systemDb, refund.id), processRefund(server.database.systemDb, refund.id)]);
    expect(runs.filter((run) => run.outcome === 'DONE')).not.toHaveLength(0);
    expect(runs.every((run) => run.outcome === 'DONE' || run.outcome === 'BUSY')).toBe(true);
    expect(await processRefund(server.database.systemDb, refund.id)).toEqual({ status: 'REFUNDED', outcome: 'DONE' });
    expect(await sandboxRefunded(db(), order.providerPaymentId!)).toBe(115_000);
    expect(await db().select().from(invoices).where(eq(invoices.refundId, refund.id))).toHaveLength(1);
    expect(await eventsOf(refund.id)).toHaveLength(1);

    // A refund the provider failed: the job's pass sends it once the provider is back.
    const later = await paidCourse(30);
    await withCardGatewayDown(() => requestRefund(later.itemId));
    const failedPass = await withCardGatewayDown(() => retryRequestedRefunds(server.database.systemDb, () => new Date()));
    expect(failedPass.failed).toBeGreaterThanOrEqual(1);
    expect((await refundOf(later.itemId)).status).toBe('REQUESTED');
    await retryRequestedRefunds(server.database.systemDb, () => new Date());
    expect((await refundOf(later.itemId)).status).toBe('REFUNDED');
    expect(await sandboxRefunded(db(), later.providerPaymentId!)).toBe(115_000);
  });

  test('an administrator rejects it with a reason: final for the item, told to the member', async () => {
    const order = await paidCourse(30);
    await withCardGatewayDown(() => requestRefund(order.itemId));
    const refund = await refundOf(order.itemId);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const bad = await decide(refund.id, 'reject', body);
      expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'req-001' });
    }
    const rejected = await decide(refund.id, 'reject', { reason: 'You have completed most of the course' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: 'You have completed most of the course', decidedAt: expect.any(String) });
    const [item] = await db().select().from(purchasedItems).where(eq(purchasedItems.id, order.itemId));
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect([item!.status, row!.status]).toEqual(['REFUND_REJECTED', 'REFUND_REJECTED']);
    expect(await enrolled(order.courseId)).toBe(true);
    expect(await sandboxRefunded(db(), order.providerPaymentId!)).toBe(0);
    expect(await eventsOf(refund.id)).toEqual([expect.objectContaining({ payload: expect.objectContaining({ outcome: 'REJECTED', rejectReason: 'You have completed most of the course' }) })]);
    expect(await waitForNotice(member.token, 'was declined')).toContain('Your refund request for “Tajweed Basics” was declined. Reason: You have completed most of the course');

    for (const decision of ['reject', 'approve'] as const) {
      const again = await decide(refund.id, decision, decision === 'reject' ? { reason: 'Again' } : undefined);
      expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'rfd-005' });
    }
    expect((await requestRefund(order.itemId)).body.code).toBe('rfd-004');
    // The job leaves a decided refund alone.
    expect(await processRefund(server.database.systemDb, refund.id)).toEqual({ status: 'REJECTED', outcome: 'DONE' });
  });
});

describe('administrators', () => {
  test('GET orders/refunds lists the organization\'s refunds newest first, by status', async () => {
    const order = await paidCourse(30, other);
    await requestRefund(order.itemId, other.token);
    const all = await server.request<Answer<Static<typeof RefundPageSchema>>>('/api/orders/refunds?take=50', { headers: headers(admin) });
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toMatchObject({
      orderId: order.orderId, purchasedItemId: order.itemId, member: { id: other.id, email: expect.stringContaining('@') }, itemType: 'COURSE',
      title: 'Tajweed Basics', titleAr: 'أساسيات التجويد', amount: 115_000, currency: 'SAR', status: 'REFUNDED', reason: 'MEMBER',
    });
    const rejected = await server.request<Answer<Static<typeof RefundPageSchema>>>('/api/orders/refunds?status=REJECTED', { headers: headers(admin) });
    expect(rejected.body.data.length).toBeGreaterThan(0);
    expect(rejected.body.data.every((refund) => refund.status === 'REJECTED')).toBe(true);
    expect(rejected.body.count).toBe(rejected.body.data.length);
    for (const query of ['?status=MAYBE', '?take=0', '?take=51', '?skip=-1']) {
      const bad = await server.request<ErrorBody>(`/api/orders/refunds${query}`, { headers: headers(admin) });
      expect({ query, status: bad.status, code: bad.body.code }).toEqual({ query, status: 400, code: 'req-001' });
    }
  });

  test('members may not list, approve or reject (403 perm-001); another organization\'s refund is 404', async () => {
    const order = await paidCourse(30);
    await withCardGatewayDown(() => requestRefund(order.itemId));
    const refund = await refundOf(order.itemId);
    for (const res of [
      await server.request<ErrorBody>('/api/orders/refunds', { headers: headers(member.token) }),
      await decide(refund.id, 'approve', undefined, member.token),
      await decide(refund.id, 'reject', { reason: 'No' }, member.token),
    ]) expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'perm-001' });
    const nourAdmin = await server.memberToken('nour', { isAdministrator: true });
    for (const res of [await decide(refund.id, 'approve', undefined, nourAdmin, 'nour'), await decide(refund.id, 'reject', { reason: 'No' }, nourAdmin, 'nour')]) {
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    }
    expect((await refundOf(order.itemId)).status).toBe('REQUESTED');
    expect((await decide('abc', 'approve')).status).toBe(400);
  });
});

describe('the automatic refund of an item that filled up while the member paid', () => {
  test('completion refunds it in full through the provider, with a credit note, and tells the member it filled up', async () => {
    // A course with one seat, taken by someone else while our member was on the payment page.
    const [buyer] = await createMembers(db(), demo, 1) as [TestMember];
    const courseId = await createCourse(db(), demo, { price: 50_000, maxEnrollmentCount: 1, startDate: daysFromNow(30) });
    await db().insert(courseEnrollees).values({ organizationId: demo, courseId, userId: other.id });
    await db().update(courses).set({ enrollmentCount: 1 }).where(eq(courses.id, courseId));
    const order = await createOrder(db(), server.database.systemDb, {
      organizationId: demo, userId: buyer.id, status: 'PENDING', lines: [{ itemId: courseId, unitPrice: 50_000, title: 'Full Course', titleAr: 'دورة مكتملة' }],
    });
    await db().update(orders).set({ status: 'AWAITING_PAYMENT' }).where(eq(orders.id, order.orderId));
    const providerPaymentId = `sbx_pay_full_${order.orderId}`;
    await db().insert(sandboxPayments).values({ id: providerPaymentId, organizationId: demo, kind: 'CARD', amount: 57_500, currency: 'SAR', callbackUrl: 'http://demo.localhost/', status: 'paid' });
    const [payment] = await db().insert(orderPayments).values({
      organizationId: demo, orderId: order.orderId, provider: 'CARD', method: 'credit-card', amount: 57_500, status: 'PENDING',
      providerPaymentId, idempotencyKey: `full-${order.orderId}`,
    }).returning({ id: orderPayments.id });

    const completion = await completeOrder(server.database.systemDb, { orderId: order.orderId, paymentId: payment!.id });
    expect(completion).toMatchObject({ completed: true, refundedItemIds: [order.itemIds[0]] });
    const refund = await refundOf(order.itemIds[0]!);
    expect(refund).toMatchObject({ reason: 'CAPACITY', status: 'REFUNDED', amount: 57_500 });
    const view = await server.request<Order>(`/api/orders/${order.orderId}`, { headers: headers(buyer.token) });
    expect(view.body).toMatchObject({
      status: 'REFUNDED', refundedAmount: 57_500, items: [{ status: 'REFUNDED', refund: { reason: 'CAPACITY', status: 'REFUNDED' } }],
      invoice: { reference: expect.stringMatching(/^INV-/) }, creditNotes: [{ amount: 57_500 }],
    });
    expect(await sandboxRefunded(db(), providerPaymentId)).toBe(57_500);
    expect(await enrolled(courseId, buyer.id)).toBe(false);
    expect(await enrolled(courseId, other.id)).toBe(true);
    expect(await waitForNotice(buyer.token, 'filled up while you were paying'))
      .toContain('“Full Course” filled up while you were paying, so you were not enrolled: we refunded the full 575.00 SAR.');
    // A replay of the completion's refund step finds the refund written.
    expect(await server.database.systemDb.transaction((tx) => refundForCapacity(tx, order.itemIds[0]!))).toBe(refund.id);
    // An automatic refund cannot be rejected.
    const reject = await decide(refund.id, 'reject', { reason: 'No' });
    expect(reject.body.code).toBe('rfd-005');
  });
});

/** The member's notification texts, once one containing `fragment` has arrived (the worker delivers after the commit). */
async function waitForNotice(token: string, fragment: string, language: 'en' | 'ar' = 'en'): Promise<string[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await server.request<{ data: Array<{ text: string }> }>('/api/notifications?take=50', { headers: { ...headers(token), 'x-lang': language } });
    const texts = res.body.data.map((notice) => notice.text);
    if (texts.some((text) => text.includes(fragment)) || Date.now() > until) return texts;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
