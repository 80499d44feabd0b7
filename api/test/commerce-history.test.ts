import { eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import type { Static } from '@sinclair/typebox';
import { completeOrder } from '../src/modules/commerce/checkout/complete-order';
import type { OrderPageSchema, OrderPageV2Schema, OrderSchema } from '../src/modules/commerce/history/dto';
import { orderPayments, orders, sandboxPayments, vouchers } from '../src/modules/commerce/tables';
import type { ActivityPageSchema } from '../src/modules/notifications/dto';
import { createOrder } from './support/commerce-orders';
import { createCourse, createMembers, daysFromNow, setConfig, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

process.env.REFUNDS_POLL_MS = '3600000';

let server: TestServer;
let demo: number;
let nour: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
});
afterAll(async () => { await server.close(); });

type Order = Static<typeof OrderSchema>;
const headers = (token: string, prefix = 'demo', language = 'en') => ({ ...bearer(token), 'x-organization': prefix, 'x-lang': language });
const db = () => server.database.db;
const DAY = 24 * 60 * 60 * 1000;

async function order(buyer: TestMember, title: string, createdAt: Date, price = 100_000) {
  const courseId = await createCourse(db(), demo, { price, startDate: daysFromNow(60) });
  return createOrder(db(), server.database.systemDb, {
    organizationId: demo, userId: buyer.id, createdAt, lines: [{ itemId: courseId, unitPrice: price, startsAt: daysFromNow(60), title, titleAr: `${title} بالعربية` }],
  });
}

describe('GET orders/{orderId}', () => {
  test("the member's order: amounts, voucher, payment, items with their refunds, invoice and credit notes", async () => {
    const [buyer] = await createMembers(db(), demo, 1) as [TestMember];
    const secondCourse = await createCourse(db(), demo, { price: 20_000 });
    const courseId = await createCourse(db(), demo, { price: 100_000 });
    const placed = await createOrder(db(), server.database.systemDb, {
      organizationId: demo, userId: buyer.id, lines: [
        { itemId: courseId, unitPrice: 100_000, discountAmount: 10_000, title: 'Fiqh of Trade', titleAr: 'فقه التجارة', startsAt: daysFromNow(30) },
        { itemId: secondCourse, unitPrice: 20_000, title: 'Arabic Calligraphy', titleAr: 'الخط العربي' },
      ],
    });
    const [voucher] = await db().insert(vouchers).values({ organizationId: demo, code: `HIST${placed.orderId}`, discountAmount: 10_000 }).returning({ id: vouchers.id });
    await db().update(orders).set({ voucherId: voucher!.id }).where(eq(orders.id, placed.orderId));

    const refund = await server.request<Order>(`/api/orders/refund/${placed.itemIds[1]}`, { method: 'POST', headers: headers(buyer.token), body: {} });
    expect(refund.status).toBe(200);
    const res = await server.request<Order>(`/api/orders/${placed.orderId}`, { headers: headers(buyer.token) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: placed.orderId, status: 'PARTIALLY_REFUNDED', createdAt: expect.any(String), completedAt: expect.any(String), currency: 'SAR',
      amountWithoutTax: 120_000, discountAmount: 10_000, taxAmount: 16_500, totalAmount: 126_500, paidAmount: 126_500, refundedAmount: 23_000,
      voucherCode: `HIST${placed.orderId}`,
      payment: { provider: 'CARD', method: 'credit-card', status: 'PARTIALLY_REFUNDED' },
      items: [
        {
          id: placed.itemIds[0], itemType: 'COURSE', itemId: courseId, title: 'Fiqh of Trade', titleAr: 'فقه التجارة', description: '', descriptionAr: '',
          imageUrl: null, startsAt: expect.any(String), oldPrice: null, unitPrice: 100_000, discountAmount: 10_000, amountWithoutTax: 90_000,
          taxRateBasisPoints: 1500, taxAmount: 13_500, totalAmount: 103_500, status: 'COMPLETE', refund: null,
        },
        expect.objectContaining({
          id: placed.itemIds[1], title: 'Arabic Calligraphy', startsAt: null, totalAmount: 23_000, status: 'REFUNDED',
          refund: { id: expect.any(Number), status: 'REFUNDED', amount: 23_000, rejectReason: null, reason: 'MEMBER' },
        }),
      ],
      invoice: { id: placed.invoiceId, reference: expect.stringMatching(/^INV-\d{6}$/), issuedAt: expect.any(String) },
      creditNotes: [{ id: expect.any(Number), reference: expect.stringMatching(/^CN-\d{6}$/), issuedAt: expect.any(String), amount: 23_000 }],
    });
  });

  test("another member's order, another organization's and an unknown one are 404; bad ids 400; visitors 401", async () => {
    const [buyer, stranger] = await createMembers(db(), demo, 2) as [TestMember, TestMember];
    const placed = await order(buyer, 'Private', new Date());
    const check = async (path: string, token: string, prefix: string, status: number, code: string) => {
      const res = await server.request<ErrorBody>(path, { headers: headers(token, prefix) });
      expect({ path, prefix, status: res.status, code: res.body.code }).toEqual({ path, prefix, status, code });
    };
    await check(`/api/orders/${placed.orderId}`, stranger.token, 'demo', 404, 'req-002');
    await check('/api/orders/2000000000', buyer.token, 'demo', 404, 'req-002');
    await check('/api/orders/0', buyer.token, 'demo', 400, 'req-001');
    await check('/api/orders/2147483648', buyer.token, 'demo', 400, 'req-001');
    await check(`/api/orders/${placed.orderId}`, buyer.token, 'nour', 403, 'auth-002');
    const [nourMember] = await createMembers(db(), nour, 1);
    // nour has no marketplace: its members have no order history (ord-007) ...
    await check(`/api/orders/${placed.orderId}`, nourMember!.token, 'nour', 403, 'ord-007');
    // ... and with one, demo's order still does not exist for them.
    const restore = await setConfig(db(), nour, CONFIG_KEYS.marketplaceEnabled, true);
    try {
      await check(`/api/orders/${placed.orderId}`, nourMember!.token, 'nour', 404, 'req-002');
    } finally {
      await restore();
    }
    const visitor = await server.request<ErrorBody>(`/api/orders/${placed.orderId}`, { headers: { 'x-organization': 'demo' } });
    expect({ status: visitor.status, code: visitor.body.code }).toEqual({ status: 401, code: 'auth-006' });
  });
});

describe('GET orders/all and orders/all-v2', () => {
  let buyer: TestMember;
  const ids: number[] = [];
  beforeAll(async () => {
    [buyer] = await createMembers(db(), demo, 1) as [TestMember];
    const now = Date.now();
    for (const [index, title] of ['First', 'Second', 'Third'].entries()) ids.push((await order(buyer, title, new Date(now - (3 - index) * DAY))).orderId);
    // The open cart is not history.
    const courseId = await createCourse(db(), demo, { price: 5_000 });
    await createOrder(db(), server.database.systemDb, { organizationId: demo, userId: buyer.id, status: 'PENDING', lines: [{ itemId: courseId, unitPrice: 5_000 }] });
    // Someone else's order is not theirs.
    const [stranger] = await createMembers(db(), demo, 1);
    await order(stranger!, 'Stranger', new Date());
  });

  test('newest first, without the cart, as {count, data}; skip and take page it', async () => {
    const res = await server.request<Static<typeof OrderPageSchema>>('/api/orders/all', { headers: headers(buyer.token) });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.data.map((summary) => summary.id)).toEqual([...ids].reverse());
    expect(res.body.data[0]).toEqual({
      id: ids[2], status: 'COMPLETE', createdAt: expect.any(String), completedAt: expect.any(String), totalAmount: 115_000, currency: 'SAR',
      itemCount: 1, firstItemTitle: 'Third', firstItemTitleAr: 'Third بالعربية', paymentMethod: 'credit-card',
    });
    const page = await server.request<Static<typeof OrderPageSchema>>('/api/orders/all?skip=1&take=1', { headers: headers(buyer.token) });
    expect({ count: page.body.count, ids: page.body.data.map((summary) => summary.id) }).toEqual({ count: 3, ids: [ids[1]] });
  });

  test('v2 adds the items and filters by status', async () => {
    await server.request(`/api/orders/refund/${(await server.request<Order>(`/api/orders/${ids[0]}`, { headers: headers(buyer.token) })).body.items[0]!.id}`, {
      method: 'POST', headers: headers(buyer.token), body: {},
    });
    const all = await server.request<Static<typeof OrderPageV2Schema>>('/api/orders/all-v2', { headers: headers(buyer.token) });
    expect(all.body.count).toBe(3);
    expect(all.body.data[0]!.items).toEqual([expect.objectContaining({ title: 'Third', status: 'COMPLETE', refund: null })]);
    const refunded = await server.request<Static<typeof OrderPageV2Schema>>('/api/orders/all-v2?status=REFUNDED', { headers: headers(buyer.token) });
    expect({ count: refunded.body.count, ids: refunded.body.data.map((summary) => summary.id) }).toEqual({ count: 1, ids: [ids[0]] });
    expect(refunded.body.data[0]!.items[0]).toMatchObject({ status: 'REFUNDED', refund: { status: 'REFUNDED', amount: 115_000 } });
  });

  test.each([
    '/api/orders/all?take=0', '/api/orders/all?take=51', '/api/orders/all?skip=-1', '/api/orders/all?take=x',
    '/api/orders/all-v2?status=PENDING', '/api/orders/all-v2?status=nope', '/api/orders/all-v2?take=100',
  ])('%s is 400 req-001', async (path) => {
    const res = await server.request<ErrorBody>(path, { headers: headers(buyer.token) });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test('nour, without a marketplace, has no history (403 ord-007)', async () => {
    const [nourMember] = await createMembers(db(), nour, 1);
    const res = await server.request<ErrorBody>('/api/orders/all', { headers: headers(nourMember!.token, 'nour') });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'ord-007' });
  });
});

describe('the activity log', () => {
  test('a completed order, the refund request and its decision appear in the member\'s activity, in both languages, leading to the order', async () => {
    const [buyer] = await createMembers(db(), demo, 1) as [TestMember];
    const courseId = await createCourse(db(), demo, { price: 40_000, startDate: daysFromNow(30) });
    const placed = await createOrder(db(), server.database.systemDb, {
      organizationId: demo, userId: buyer.id, status: 'PENDING', lines: [{ itemId: courseId, unitPrice: 40_000, title: 'Seerah', titleAr: 'السيرة', startsAt: daysFromNow(30) }],
    });
    await db().update(orders).set({ status: 'AWAITING_PAYMENT' }).where(eq(orders.id, placed.orderId));
    const providerPaymentId = `sbx_pay_activity_${placed.orderId}`;
    await db().insert(sandboxPayments).values({ id: providerPaymentId, organizationId: demo, kind: 'CARD', amount: 46_000, currency: 'SAR', callbackUrl: 'http://demo.localhost/', status: 'paid' });
    const [payment] = await db().insert(orderPayments).values({
      organizationId: demo, orderId: placed.orderId, provider: 'CARD', method: 'credit-card', amount: 46_000, status: 'PENDING', providerPaymentId, idempotencyKey: `activity-${placed.orderId}`,
    }).returning({ id: orderPayments.id });
    expect((await completeOrder(server.database.systemDb, { orderId: placed.orderId, paymentId: payment!.id })).completed).toBe(true);
    const refund = await server.request<Order>(`/api/orders/refund/${placed.itemIds[0]}`, { method: 'POST', headers: headers(buyer.token), body: { reason: 'Schedule clash' } });
    expect(refund.body.status).toBe('REFUNDED');

    const log = await server.request<Static<typeof ActivityPageSchema>>('/api/activity-log', { headers: headers(buyer.token) });
    const commerce = log.body.data.filter((entry) => entry.orderId !== null);
    expect(commerce.map((entry) => [entry.type, entry.text, entry.orderId])).toEqual([
      ['refund-decided', 'Refund of “Seerah”: 460.00 SAR', placed.orderId],
      ['refund-requested', 'Asked for a refund of “Seerah”', placed.orderId],
      ['order-completed', 'Order completed: “Seerah”', placed.orderId],
    ]);
    const arabic = await server.request<Static<typeof ActivityPageSchema>>('/api/activity-log', { headers: headers(buyer.token, 'demo', 'ar') });
    expect(arabic.body.data.filter((entry) => entry.orderId !== null).map((entry) => entry.text)).toEqual([
      'استرداد «السيرة»: 460.00 ريال', 'طلب استرداد «السيرة»', 'اكتمل الطلب: «السيرة»',
    ]);
  });
});
