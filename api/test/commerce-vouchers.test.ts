import { eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { VoucherSchema } from '../src/modules/commerce/vouchers/dto';
import { orders, purchasedItems, voucherConsumptions, vouchers } from '../src/modules/commerce/tables';
import { releaseVoucher, reserveVoucher } from '../src/modules/commerce/vouchers/voucher-uses';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';
import { createCourse, createMembers, daysFromNow, type TestMember } from './support/lms-fixtures';
import { cartCalls, createSpecialization, ordersOf, paidCourse } from './support/commerce-cart-fixtures';

let server: TestServer;
let demo: number;
let nour: number;
let admin: string;
const { addCourse, addItem, cart, applyVoucher, removeVoucher } = cartCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  admin = await server.memberToken('demo', { isAdministrator: true });
});
afterAll(async () => { await server.close(); });

const db = () => server.database.db;
const newMember = async (organizationId = demo) => (await createMembers(db(), organizationId, 1))[0]!;
type Voucher = Static<typeof VoucherSchema>;

let codes = 0;
const freshCode = () => `T${Date.now().toString(36).toUpperCase()}${(codes += 1)}`;
const createVoucher = (body: Record<string, unknown>, token = admin) =>
  server.request<Voucher & ErrorBody>('/api/orders/create-voucher', { method: 'POST', headers: { ...bearer(token), 'x-organization': 'demo' }, body });
async function voucher(body: Record<string, unknown>): Promise<Voucher> {
  const res = await createVoucher({ code: freshCode(), ...body });
  if (res.status !== 201) throw new Error(`create-voucher answered ${res.status} ${res.text}`);
  return res.body;
}

/** A member with a cart of these paid course prices. */
async function memberWithCart(prices: number[] = [10_000]): Promise<TestMember> {
  const member = await newMember();
  for (const price of prices) await addCourse(member, await paidCourse(db(), demo, { price }));
  return member;
}

/** An order of its own for the member holding the voucher, as a checkout would reserve it. */
async function orderHolding(member: TestMember, voucherId: number, organizationId = demo, status = 'PENDING') {
  const [order] = await db().insert(orders).values({
    organizationId, userId: member.id, voucherId, status, amountWithoutTax: 10_000, discountAmount: 1_000, taxAmount: 1_350, totalAmount: 10_350,
  }).returning();
  await db().insert(purchasedItems).values({
    organizationId, orderId: order!.id, userId: member.id, itemType: 'COURSE', itemId: 1, title: 'x', titleAr: 'x',
    unitPrice: 10_000, discountAmount: 1_000, amountWithoutTax: 9_000, taxRateBasisPoints: 1500, taxAmount: 1_350, totalAmount: 10_350,
  });
  return order!;
}
const usesOf = async (voucherId: number) => (await db().select({ uses: vouchers.numberOfUses }).from(vouchers).where(eq(vouchers.id, voucherId)))[0]!.uses;

describe('POST orders/apply-voucher with the seeded vouchers', () => {
  test('WELCOME10, in any case: 10 % of the cart, at most 50 SAR, shared across the lines', async () => {
    const small = await memberWithCart([10_000, 30_000]);
    const res = await applyVoucher(small, 'welcome10');
    expect(res.status).toBe(200);
    expect(res.body.voucher).toEqual({ code: 'WELCOME10', discountAmount: 4_000 });
    expect(res.body.items.map((item) => item.discountAmount)).toEqual([1_000, 3_000]);
    expect(res.body.order).toMatchObject({ amountWithoutTax: 40_000, discountAmount: 4_000, taxAmount: 5_400, totalAmount: 41_400 });

    const large = await memberWithCart([30_000, 30_000, 30_000]);
    expect((await applyVoucher(large, ' Welcome10 ')).body.order).toMatchObject({ discountAmount: 5_000 });
  });

  test('COURSE50 discounts the courses only; on a cart of a specialization alone it is vch-008', async () => {
    const member = await memberWithCart([10_000]);
    const specializationId = await createSpecialization(db(), demo, [await createCourse(db(), demo)], 20_000);
    await addItem(member, 'SPECIALIZATION', specializationId);
    const res = await applyVoucher(member, 'COURSE50');
    expect(res.body.items.map((item) => [item.itemType, item.discountAmount])).toEqual([['COURSE', 5_000], ['SPECIALIZATION', 0]]);
    expect(res.body.order).toMatchObject({ amountWithoutTax: 30_000, discountAmount: 5_000, taxAmount: 3_750, totalAmount: 28_750 });

    const onlyPath = await newMember();
    await addItem(onlyPath, 'SPECIALIZATION', await createSpecialization(db(), demo, [await createCourse(db(), demo)], 20_000));
    const refused = await applyVoucher(onlyPath, 'COURSE50');
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'vch-008' });
  });

  test('FREEPASS makes the total 0', async () => {
    const res = await applyVoucher(await memberWithCart([25_000, 9_999]), 'FREEPASS');
    expect(res.body.order).toMatchObject({ discountAmount: 34_999, taxAmount: 0, totalAmount: 0 });
  });

  test('the ended RAMADAN2024 is vch-003; an unknown code vch-001 (404); an empty cart ord-005', async () => {
    const member = await memberWithCart();
    const ended = await applyVoucher(member, 'RAMADAN2024');
    expect({ status: ended.status, code: ended.body.code }).toEqual({ status: 409, code: 'vch-003' });
    const unknown = await applyVoucher(member, 'NO-SUCH-CODE');
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'vch-001' });
    const empty = await applyVoucher(await newMember(), 'WELCOME10');
    expect({ status: empty.status, code: empty.body.code }).toEqual({ status: 409, code: 'ord-005' });
    // Nothing was put on the cart.
    expect((await cart(member)).body.voucher).toBeNull();
  });

  test('a second voucher replaces the first; remove-voucher takes it off; bad input is req-001', async () => {
    const member = await memberWithCart([20_000]);
    await applyVoucher(member, 'WELCOME10');
    expect((await applyVoucher(member, 'COURSE50')).body.voucher).toEqual({ code: 'COURSE50', discountAmount: 5_000 });
    const removed = await removeVoucher(member);
    expect(removed.status).toBe(200);
    expect(removed.body.voucher).toBeNull();
    expect(removed.body.order).toMatchObject({ discountAmount: 0, totalAmount: 23_000 });
    expect((await removeVoucher(await newMember())).body.order).toBeNull();
    const bad = await server.request<ErrorBody>('/api/orders/apply-voucher', { method: 'POST', headers: { ...bearer(member.token), 'x-organization': 'demo' }, body: { voucherCode: '' } });
    expect(bad.body.code).toBe('req-001');
  });

  test('taking the only eligible item out drops the voucher, and says so', async () => {
    const member = await memberWithCart([10_000]);
    const specializationId = await createSpecialization(db(), demo, [await createCourse(db(), demo)], 20_000);
    await addItem(member, 'SPECIALIZATION', specializationId);
    const applied = await applyVoucher(member, 'COURSE50');
    const courseItem = applied.body.items.find((item) => item.itemType === 'COURSE')!;
    const res = await server.request<{ voucher: unknown; droppedVoucher: unknown }>(`/api/orders/${courseItem.id}`, {
      method: 'DELETE', headers: { ...bearer(member.token), 'x-organization': 'demo' },
    });
    expect(res.body.voucher).toBeNull();
    expect(res.body.droppedVoucher).toEqual({ code: 'COURSE50', reason: 'vch-008' });
  });
});

describe('every rule over HTTP, with vouchers the administrator creates', () => {
  test('vch-002 not started, vch-004 switched off', async () => {
    const member = await memberWithCart();
    const later = await voucher({ discountAmount: 500, startDate: daysFromNow(2).toISOString() });
    expect((await applyVoucher(member, later.code)).body.code).toBe('vch-002');
    const off = await voucher({ discountAmount: 500, isValid: false });
    expect((await applyVoucher(member, off.code)).body.code).toBe('vch-004');
  });

  test('vch-005 used up, vch-006 the member\'s uses, vch-007 the organization\'s', async () => {
    const member = await memberWithCart();
    const other = await newMember();
    const single = await voucher({ discountAmount: 500, maxAllowedUses: 1 });
    const taken = await orderHolding(other, single.id);
    await db().transaction((tx) => reserveVoucher(tx, taken));
    expect((await applyVoucher(member, single.code)).body.code).toBe('vch-005');

    const perMember = await voucher({ discountAmount: 500, maxAllowedUsesPerUser: 1 });
    const usedBefore = await orderHolding(member, perMember.id, demo, 'COMPLETE');
    await db().transaction((tx) => reserveVoucher(tx, usedBefore));
    expect((await applyVoucher(member, perMember.code)).body.code).toBe('vch-006');
    // Another member is still welcome.
    expect((await applyVoucher(await memberWithCart(), perMember.code)).status).toBe(200);

    const perOrganization = await voucher({ discountAmount: 500, maxAllowedUsesPerOrg: 1 });
    const usedByColleague = await orderHolding(other, perOrganization.id, demo, 'COMPLETE');
    await db().transaction((tx) => reserveVoucher(tx, usedByColleague));
    expect((await applyVoucher(member, perOrganization.code)).body.code).toBe('vch-007');
  });

  test('vch-009 for other items, vch-010 for other organizations, vch-011 for other members', async () => {
    const member = await memberWithCart();
    const items = await voucher({ discountAmount: 500, restrictions: { items: [{ itemType: 'COURSE', itemIds: [2_000_000_000] }] } });
    expect((await applyVoucher(member, items.code)).body.code).toBe('vch-009');
    const organizations = await voucher({ discountAmount: 500, restrictions: { organizationIds: [nour] } });
    expect((await applyVoucher(member, organizations.code)).body.code).toBe('vch-010');
    const members = await voucher({ discountAmount: 500, restrictions: { userIds: [member.id + 1_000_000] } });
    expect((await applyVoucher(member, members.code)).body.code).toBe('vch-011');
    const mine = await voucher({ discountAmount: 500, restrictions: { organizationIds: [demo], userIds: [member.id] } });
    expect((await applyVoucher(member, mine.code)).body.voucher).toEqual({ code: mine.code, discountAmount: 500 });
  });
});

describe('POST orders/create-voucher', () => {
  test('creates the voucher with its restrictions (201)', async () => {
    const code = freshCode();
    const res = await createVoucher({
      code, discountRateBasisPoints: 1500, maxDiscountAmount: 3_000, endDate: daysFromNow(30).toISOString(), maxAllowedUses: 100, maxAllowedUsesPerUser: 1,
      restrictions: { items: [{ itemType: 'COURSE', itemIds: [5, 5, 6] }, { itemType: 'SPECIALIZATION' }], userIds: [1, 2] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code, discountAmount: null, discountRateBasisPoints: 1500, maxDiscountAmount: 3_000, isValid: true, numberOfUses: 0, maxAllowedUses: 100,
      maxAllowedUsesPerUser: 1, maxAllowedUsesPerOrg: null, isRestricted: true, startDate: null, endDate: expect.any(String),
      restrictions: { items: [{ itemType: 'COURSE', itemIds: [5, 6] }, { itemType: 'SPECIALIZATION', itemIds: [] }], organizationIds: null, userIds: [1, 2] },
    });
  });

  test('vch-012 for a code taken in any letters\' case, also when two create it at once', async () => {
    const taken = await createVoucher({ code: 'welcome10', discountAmount: 100 });
    expect({ status: taken.status, code: taken.body.code }).toEqual({ status: 409, code: 'vch-012' });
    const code = freshCode();
    const answers = await Promise.all([code, code.toLowerCase(), code].map((variant) => createVoucher({ code: variant, discountAmount: 100 })));
    expect(answers.map((res) => (res.status === 201 ? 201 : res.body.code)).sort()).toEqual([201, 'vch-012', 'vch-012']);
  });

  test('vch-013 for a definition that does not hold together; req-001 for a malformed one', async () => {
    for (const body of [
      { discountAmount: 100, discountRateBasisPoints: 100 }, {}, { discountRateBasisPoints: 20_000 }, { discountAmount: 0 },
      { discountAmount: 100, startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' },
      { discountAmount: 100, restrictions: { userIds: [] } },
    ]) {
      const res = await createVoucher({ code: freshCode(), ...body });
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'vch-013' });
    }
    for (const body of [{ code: 'a b', discountAmount: 1 }, { code: freshCode(), discountAmount: -1 }, { code: freshCode(), discountAmount: 1, restrictions: { items: [{ itemType: 'NOPE' }] } }]) {
      expect((await createVoucher(body)).body.code).toBe('req-001');
    }
  });

  test('members are refused (403 perm-001); a demo administrator\'s voucher is demo\'s alone', async () => {
    const member = await newMember();
    const refused = await createVoucher({ code: freshCode(), discountAmount: 100 }, member.token);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'perm-001' });
    const created = await voucher({ discountAmount: 100 });
    const [row] = await db().select({ organizationId: vouchers.organizationId }).from(vouchers).where(eq(vouchers.id, created.id));
    expect(row!.organizationId).toBe(demo);
  });
});

describe('reserveVoucher and releaseVoucher', () => {
  test('a reservation writes one consumption and counts one use; again, nothing more; release gives it back, once', async () => {
    const member = await newMember();
    const created = await voucher({ discountAmount: 1_000, maxAllowedUses: 5 });
    const order = await orderHolding(member, created.id);
    for (let i = 0; i < 2; i += 1) await db().transaction((tx) => reserveVoucher(tx, order));
    expect(await usesOf(created.id)).toBe(1);
    expect(await db().select({ discount: voucherConsumptions.discountAmount }).from(voucherConsumptions).where(eq(voucherConsumptions.orderId, order.id)))
      .toEqual([{ discount: 1_000 }]);
    for (let i = 0; i < 2; i += 1) await db().transaction((tx) => releaseVoucher(tx, order.id));
    expect(await usesOf(created.id)).toBe(0);
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, order.id))).toEqual([]);
  });

  test('a reservation the rules refuse throws its code and writes nothing; an order without a voucher reserves nothing', async () => {
    const member = await newMember();
    const ended = await voucher({ discountAmount: 1_000, endDate: daysFromNow(1).toISOString() });
    const order = await orderHolding(member, ended.id);
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await expect(db().transaction((tx) => reserveVoucher(tx, order, later))).rejects.toMatchObject({ statusCode: 409, code: 'vch-003' });
    expect(await usesOf(ended.id)).toBe(0);
    await db().transaction((tx) => reserveVoucher(tx, { ...order, voucherId: null }));
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, order.id))).toEqual([]);
  });

  test('the race: 50 members checking out at once with a voucher of 10 uses get exactly 10', async () => {
    const created = await voucher({ discountAmount: 1_000, maxAllowedUses: 10 });
    const members = await createMembers(db(), demo, 50);
    const held = [];
    // Arranged first (not inside the transactions: PGlite has one connection, which a transaction holds).
    for (const member of members) held.push(await orderHolding(member, created.id));
    // Each in a transaction of its own, all at once (on PostgreSQL: real concurrent connections).
    const outcomes = await Promise.allSettled(held.map((order) => db().transaction((tx) => reserveVoucher(tx, order))));
    const refusals = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected').map((outcome) => (outcome.reason as { code?: string }).code);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(refusals).toEqual(Array(40).fill('vch-005'));
    expect(await usesOf(created.id)).toBe(10);
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.voucherId, created.id))).toHaveLength(10);
  }, 60_000);

  test('the cart drops a voucher whose last use went to someone else, and says why', async () => {
    const member = await memberWithCart();
    const single = await voucher({ discountAmount: 1_000, maxAllowedUses: 1 });
    expect((await applyVoucher(member, single.code)).body.voucher).toEqual({ code: single.code, discountAmount: 1_000 });
    const lastUse = await orderHolding(await newMember(), single.id);
    await db().transaction((tx) => reserveVoucher(tx, lastUse));
    const res = await cart(member);
    expect(res.body.voucher).toBeNull();
    expect(res.body.droppedVoucher).toEqual({ code: single.code, reason: 'vch-005' });
    expect(res.body.order).toMatchObject({ discountAmount: 0, totalAmount: 11_500 });
    const [order] = await ordersOf(db(), member.id);
    expect(order!.voucherId).toBeNull();
  });
});
