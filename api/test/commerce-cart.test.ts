import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import { orderPayments, orders, voucherConsumptions, vouchers } from '../src/modules/commerce/tables';
import { courses, courseEnrollees, courseTargetOrganizations, specializationEnrollees } from '../src/modules/lms/tables';
import { reserveVoucher } from '../src/modules/commerce/vouchers/voucher-uses';
import { startTestServer, type TestServer } from './support/test-server';
import { createCourse, createMembers, daysFromNow, setConfig, type TestMember } from './support/lms-fixtures';
import { headersOf } from './support/api-calls';
import { cartCalls, createSpecialization, itemsOfOrder, ordersOf, paidCourse, voucherNamed } from './support/commerce-cart-fixtures';

let server: TestServer;
let demo: number;
let nour: number;
const { addCourse, addItem, cart, remove, applyVoucher } = cartCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
});
afterAll(async () => { await server.close(); });

const db = () => server.database.db;
const newMember = async (organizationId = demo) => (await createMembers(db(), organizationId, 1))[0]!;

describe('POST orders/add/{courseId} (marketplace on)', () => {
  test('puts a paid course in a new cart, priced with 15 % VAT, and lists the providers with their disclosures', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo, { name: 'Cart course', startDate: daysFromNow(10), briefDescription: 'Short text' });
    const res = await addCourse(member, courseId);
    expect(res.status).toBe(200);
    if (res.body.mode !== 'CART') throw new Error('expected the cart');
    const { cart: answer } = res.body;
    expect(answer.order).toMatchObject({ status: 'PENDING', currency: 'SAR', amountWithoutTax: 10_000, discountAmount: 0, taxAmount: 1_500, totalAmount: 11_500 });
    expect(answer.count).toBe(1);
    expect(answer.items[0]).toMatchObject({
      itemType: 'COURSE', itemId: courseId, title: 'Cart course', titleAr: 'Cart course', description: 'Short text',
      unitPrice: 10_000, discountAmount: 0, amountWithoutTax: 10_000, taxRateBasisPoints: 1500, taxAmount: 1_500, totalAmount: 11_500, status: 'PENDING',
      startsAt: expect.any(String), imageUrl: null, oldPrice: null,
    });
    expect(answer.providers.map((option) => [option.provider, option.method])).toEqual([['CARD', 'credit-card'], ['TAMARA', 'bnpl-tamara'], ['TABBY', 'bnpl-tabby']]);
    expect(answer.providers[0]!.disclosure).toBeNull();
    for (const option of answer.providers.slice(1)) {
      expect(option.disclosure!.en).toMatch(/4 interest-free instalments/);
      expect(option.disclosure!.en).toMatch(/approve/);
      expect(option.disclosure!.ar).toMatch(/4 دفعات بدون فوائد/);
    }
    expect(answer).toMatchObject({ voucher: null, priceChanges: [], droppedVoucher: null });
    // The member's one order.
    expect(await ordersOf(db(), member.id)).toHaveLength(1);
  });

  test('ord-002 for an item already in the cart, ord-001 for one owned, ord-003 for one not for sale, 404 for one not in the catalogue', async () => {
    const member = await newMember();
    const paid = await paidCourse(db(), demo);
    expect((await addCourse(member, paid)).status).toBe(200);
    const again = await addCourse(member, paid);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'ord-002' });

    const owned = await paidCourse(db(), demo);
    await db().insert(courseEnrollees).values({ organizationId: demo, courseId: owned, userId: member.id });
    const ownedAnswer = await addCourse(member, owned);
    expect({ status: ownedAnswer.status, code: ownedAnswer.body.code }).toEqual({ status: 409, code: 'ord-001' });

    const notForSale = [
      await createCourse(db(), demo),
      await paidCourse(db(), demo, { maxEnrollmentCount: 1, enrollmentCount: 1 }),
      await paidCourse(db(), demo, { endEnrollmentDate: daysFromNow(-1) }),
      await paidCourse(db(), demo, { isComingSoon: true }),
      await paidCourse(db(), demo, { startEnrollmentDate: daysFromNow(2) }),
    ];
    for (const courseId of notForSale) {
      const res = await addCourse(member, courseId);
      expect({ courseId, status: res.status, code: res.body.code }).toEqual({ courseId, status: 409, code: 'ord-003' });
    }
    for (const courseId of [await paidCourse(db(), demo, { isPublished: false }), 2_000_000_000]) {
      const res = await addCourse(member, courseId);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    }
    // None of the refusals touched the cart.
    const stored = await ordersOf(db(), member.id);
    expect(stored).toHaveLength(1);
    expect(await itemsOfOrder(db(), stored[0]!.id)).toHaveLength(1);
  });

  test('ord-003 while the organization does not offer self-enrollment', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo);
    const restore = await setConfig(db(), demo, CONFIG_KEYS.selfEnrollmentEnabled, false);
    try {
      expect((await addCourse(member, courseId)).body.code).toBe('ord-003');
    } finally {
      await restore();
    }
  });

  test('bad input is 400 req-001; visitors 401; members without course access 403 perm-001', async () => {
    const member = await newMember();
    expect((await addCourse(member, 'abc')).body.code).toBe('req-001');
    expect((await addItem(member, 'NOT_A_TYPE', 1)).body.code).toBe('req-001');
    const visitor = await server.request<{ code: string }>('/api/orders/add/1', { method: 'POST', headers: { 'x-organization': 'demo' } });
    expect({ status: visitor.status, code: visitor.body.code }).toEqual({ status: 401, code: 'auth-006' });
    const eventsOnly = { id: 0, token: await server.memberToken('demo', 'events@demo.halaqa.test') };
    const refused = await addCourse(eventsOnly, await paidCourse(db(), demo));
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'perm-001' });
  });
});

describe('POST orders/add-item', () => {
  test('a paid specialization at its own price, starting with its first course', async () => {
    const member = await newMember();
    const first = await createCourse(db(), demo, { startDate: daysFromNow(20) });
    const second = await paidCourse(db(), demo, { startDate: daysFromNow(5) });
    const specializationId = await createSpecialization(db(), demo, [first, second], 59_900);
    const res = await addItem(member, 'SPECIALIZATION', specializationId);
    expect(res.status).toBe(200);
    if (res.body.mode !== 'CART') throw new Error('expected the cart');
    expect(res.body.cart.items[0]).toMatchObject({ itemType: 'SPECIALIZATION', itemId: specializationId, unitPrice: 59_900, taxAmount: 8_985, totalAmount: 68_885 });
    const [second$] = await db().select({ startDate: courses.startDate }).from(courses).where(eq(courses.id, second));
    expect(res.body.cart.items[0]!.startsAt).toBe(second$!.startDate!.toISOString());
    // A course and the specialization together: one cart.
    const course = await addItem(member, 'COURSE', await paidCourse(db(), demo));
    expect(course.status).toBe(200);
    expect(course.body.mode === 'CART' && course.body.cart.count).toBe(2);
  });

  test('ord-003 for a free specialization, one whose course is full, one of no courses, and a type not sold yet', async () => {
    const member = await newMember();
    const free = await createSpecialization(db(), demo, [await createCourse(db(), demo)], 0);
    const full = await createSpecialization(db(), demo, [await createCourse(db(), demo, { maxEnrollmentCount: 1, enrollmentCount: 1 })]);
    const empty = await createSpecialization(db(), demo, []);
    for (const id of [free, full, empty]) expect((await addItem(member, 'SPECIALIZATION', id)).body.code).toBe('ord-003');
    const event = await addItem(member, 'EVENT', 1);
    expect({ status: event.status, code: event.body.code }).toEqual({ status: 409, code: 'ord-003' });
  });

  test('ord-001 for a specialization the member is enrolled in', async () => {
    const member = await newMember();
    const specializationId = await createSpecialization(db(), demo, [await createCourse(db(), demo)]);
    await db().insert(specializationEnrollees).values({ organizationId: demo, specializationId, userId: member.id });
    expect((await addItem(member, 'SPECIALIZATION', specializationId)).body.code).toBe('ord-001');
  });
});

describe('concurrent adds', () => {
  test('one member adding five items at once gets one cart holding all five', async () => {
    const member = await newMember();
    const courseIds = await Promise.all([1, 2, 3, 4, 5].map(() => paidCourse(db(), demo)));
    const answers = await Promise.all(courseIds.map((courseId) => addCourse(member, courseId)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await ordersOf(db(), member.id);
    expect(stored).toHaveLength(1);
    expect((await itemsOfOrder(db(), stored[0]!.id)).map((item) => item.itemId).sort()).toEqual([...courseIds].sort());
    expect(stored[0]).toMatchObject({ amountWithoutTax: 50_000, taxAmount: 7_500, totalAmount: 57_500 });
  });

  test('the same item added three times at once is in the cart once (the others ord-002)', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo);
    const answers = await Promise.all([1, 2, 3].map(() => addCourse(member, courseId)));
    expect(answers.map((res) => (res.status === 200 ? 200 : res.body.code)).sort()).toEqual([200, 'ord-002', 'ord-002']);
    const [order] = await ordersOf(db(), member.id);
    expect(await itemsOfOrder(db(), order!.id)).toHaveLength(1);
  });
});

describe('GET orders/cart', () => {
  test('an empty cart before anything is added', async () => {
    const res = await cart(await newMember());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order: null, items: [], count: 0, voucher: null, priceChanges: [], droppedVoucher: null });
    expect(res.body.providers).toHaveLength(3);
  });

  test('a price changed in the catalogue is shown once, with the new amounts', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo);
    const added = await addCourse(member, courseId);
    const purchasedItemId = added.body.mode === 'CART' ? added.body.cart.items[0]!.id : 0;
    await db().update(courseTargetOrganizations).set({ price: 12_000 }).where(eq(courseTargetOrganizations.courseId, courseId));
    const first = await cart(member);
    expect(first.body.priceChanges).toEqual([{ purchasedItemId, title: expect.any(String), titleAr: expect.any(String), before: 10_000, after: 12_000 }]);
    expect(first.body.order).toMatchObject({ amountWithoutTax: 12_000, taxAmount: 1_800, totalAmount: 13_800 });
    // Seen: the next look shows no change.
    expect((await cart(member)).body.priceChanges).toEqual([]);
  });

  test('an item that filled up leaves the cart, listed with after null', async () => {
    const member = await newMember();
    const kept = await paidCourse(db(), demo);
    const filling = await paidCourse(db(), demo, { maxEnrollmentCount: 1 });
    await addCourse(member, kept);
    await addCourse(member, filling);
    await db().update(courses).set({ enrollmentCount: 1 }).where(eq(courses.id, filling));
    const res = await cart(member);
    expect(res.body.items.map((item) => item.itemId)).toEqual([kept]);
    expect(res.body.priceChanges).toEqual([expect.objectContaining({ before: 10_000, after: null })]);
    expect(res.body.order).toMatchObject({ totalAmount: 11_500 });
  });

  test('marketplace off: the cart calls answer 403 ord-007', async () => {
    const member = await newMember(nour);
    for (const res of [await cart(member, 'nour'), await remove(member, 1, 'nour'), await applyVoucher(member, 'NOUR20', 'nour')]) {
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'ord-007' });
    }
  });
});

describe('DELETE orders/{purchasedItemId}', () => {
  test('takes the item out and prices the rest', async () => {
    const member = await newMember();
    const [a, b] = [await paidCourse(db(), demo), await paidCourse(db(), demo, { price: 5_000 })];
    await addCourse(member, a);
    const added = await addCourse(member, b);
    const items = added.body.mode === 'CART' ? added.body.cart.items : [];
    const res = await remove(member, items[0]!.id);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.itemId)).toEqual([b]);
    expect(res.body.order).toMatchObject({ amountWithoutTax: 5_000, taxAmount: 750, totalAmount: 5_750 });
    const gone = await remove(member, items[0]!.id);
    expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 404, code: 'req-002' });
  });

  test("another member's item is not found; the owner's token at nour is refused (auth-002)", async () => {
    const owner = await newMember();
    const added = await addCourse(owner, await paidCourse(db(), demo));
    const itemId = added.body.mode === 'CART' ? added.body.cart.items[0]!.id : 0;
    const other = await newMember();
    expect((await remove(other, itemId)).status).toBe(404);
    // The owner's token at nour: refused before anything (auth-002).
    const atNour = await server.request<{ code: string }>(`/api/orders/${itemId}`, { method: 'DELETE', headers: headersOf(owner, 'nour') });
    expect(atNour.body.code).toBe('auth-002');
    expect((await cart(owner)).body.count).toBe(1);
  });
});

describe('editing a cart that awaits payment', () => {
  /** What checkout leaves: the order AWAITING_PAYMENT with a live payment and the voucher use reserved. */
  async function awaitingPayment(member: TestMember, paymentStatus: 'PENDING' | 'AUTHORISED' = 'PENDING') {
    const [order] = await ordersOf(db(), member.id);
    await db().transaction(async (tx) => {
      await reserveVoucher(tx, order!);
      await tx.update(orders).set({ status: 'AWAITING_PAYMENT' }).where(eq(orders.id, order!.id));
      await tx.insert(orderPayments).values({
        organizationId: demo, orderId: order!.id, provider: 'CARD', method: 'credit-card', amount: order!.totalAmount, status: paymentStatus, idempotencyKey: `test-${order!.id}`,
      });
    });
    return order!;
  }
  const paymentsOf = (orderId: number) => db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId));

  test('adding cancels the live payment, reopens the order and gives the voucher use back', async () => {
    const member = await newMember();
    await addCourse(member, await paidCourse(db(), demo));
    expect((await applyVoucher(member, 'WELCOME10')).status).toBe(200);
    const before = await voucherNamed(db(), demo, 'WELCOME10');
    const order = await awaitingPayment(member);
    expect((await voucherNamed(db(), demo, 'WELCOME10')).numberOfUses).toBe(before.numberOfUses + 1);

    const res = await addCourse(member, await paidCourse(db(), demo));
    expect(res.status).toBe(200);
    if (res.body.mode !== 'CART') throw new Error('expected the cart');
    expect(res.body.cart.order).toMatchObject({ id: order.id, status: 'PENDING' });
    expect(res.body.cart.voucher).toMatchObject({ code: 'WELCOME10', discountAmount: 2_000 });
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(['CANCELED']);
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, order.id))).toEqual([]);
    expect((await voucherNamed(db(), demo, 'WELCOME10')).numberOfUses).toBe(before.numberOfUses);
  });

  test('removing does the same', async () => {
    const member = await newMember();
    await addCourse(member, await paidCourse(db(), demo));
    const added = await addCourse(member, await paidCourse(db(), demo));
    const order = await awaitingPayment(member);
    const res = await remove(member, added.body.mode === 'CART' ? added.body.cart.items[0]!.id : 0);
    expect(res.body.order).toMatchObject({ status: 'PENDING', totalAmount: 11_500 });
    expect((await paymentsOf(order.id))[0]!.status).toBe('CANCELED');
  });

  test('an authorised payment (being captured) refuses the change: 409 ord-006, nothing changed', async () => {
    const member = await newMember();
    await addCourse(member, await paidCourse(db(), demo));
    const order = await awaitingPayment(member, 'AUTHORISED');
    const res = await addCourse(member, await paidCourse(db(), demo));
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'ord-006' });
    expect(await itemsOfOrder(db(), order.id)).toHaveLength(1);
    expect((await paymentsOf(order.id))[0]!.status).toBe('AUTHORISED');
  });

  test('GET orders/cart does not re-price it: the amounts stay those the payment was opened for', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo);
    await addCourse(member, courseId);
    await awaitingPayment(member);
    await db().update(courseTargetOrganizations).set({ price: 99_000 }).where(eq(courseTargetOrganizations.courseId, courseId));
    const res = await cart(member);
    expect(res.body.order).toMatchObject({ status: 'AWAITING_PAYMENT', totalAmount: 11_500 });
    expect(res.body.priceChanges).toEqual([]);
  });
});

describe('marketplace off (nour): adding buys at once', () => {
  test("nour's seeded paid course starts a card checkout in a direct order of its own", async () => {
    const member = await newMember(nour);
    const [seeded] = await db().select({ id: courses.id }).from(courses)
      .where(and(eq(courses.organizationId, nour), eq(courses.name, 'مكافحة العدوى في المنشآت الصحية')));
    const res = await addCourse(member, seeded!.id, 'nour');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'BUY_NOW', checkout: { status: 'AWAITING_PAYMENT', provider: 'CARD', checkoutUrl: expect.any(String) } });
    const [order] = await ordersOf(db(), member.id);
    expect(order).toMatchObject({ isDirect: true, status: 'AWAITING_PAYMENT', amountWithoutTax: 25_000, taxAmount: 3_750, totalAmount: 28_750 });
  });

  test('a double click answers the same payment; another item abandons the first order', async () => {
    const member = await newMember(nour);
    const first = await paidCourse(db(), nour);
    const [a, b] = await Promise.all([addCourse(member, first, 'nour'), addCourse(member, first, 'nour')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const paymentOf = (answer: typeof a) => (answer.body.mode === 'BUY_NOW' && answer.body.checkout.status === 'AWAITING_PAYMENT' ? answer.body.checkout.paymentId : null);
    expect(paymentOf(a)).not.toBeNull();
    expect(paymentOf(a)).toBe(paymentOf(b));

    const second = await addCourse(member, await paidCourse(db(), nour), 'nour');
    expect(second.body).toMatchObject({ mode: 'BUY_NOW', checkout: { status: 'AWAITING_PAYMENT' } });
    const stored = await ordersOf(db(), member.id);
    expect(stored.map((order) => [order.status, order.isDirect])).toEqual([['CANCELED', true], ['AWAITING_PAYMENT', true]]);
    const payments = await db().select({ status: orderPayments.status }).from(orderPayments).where(eq(orderPayments.orderId, stored[0]!.id));
    expect(payments.map((payment) => payment.status)).toEqual(['CANCELED']);
  });

  test('the refusals are the same as the cart\'s: owned, free, not in the catalogue', async () => {
    const member = await newMember(nour);
    expect((await addCourse(member, await createCourse(db(), nour), 'nour')).body.code).toBe('ord-003');
    // A demo course is not in nour's catalogue.
    expect((await addCourse(member, await paidCourse(db(), demo), 'nour')).status).toBe(404);
    const owned = await paidCourse(db(), nour);
    await db().insert(courseEnrollees).values({ organizationId: nour, courseId: owned, userId: member.id });
    expect((await addCourse(member, owned, 'nour')).body.code).toBe('ord-001');
    expect(await ordersOf(db(), member.id)).toEqual([]);
  });
});

describe('across organizations', () => {
  test("a demo course offered to nour is sold at nour's price; demo's own members pay demo's", async () => {
    const courseId = await paidCourse(db(), demo, { price: 20_000 });
    await db().insert(courseTargetOrganizations).values({ courseId, organizationId: nour, price: 7_000 });
    const restore = await setConfig(db(), nour, CONFIG_KEYS.marketplaceEnabled, true);
    try {
      const atNour = await addCourse(await newMember(nour), courseId, 'nour');
      expect(atNour.body.mode === 'CART' && atNour.body.cart.items[0]!.unitPrice).toBe(7_000);
    } finally {
      await restore();
    }
    const atDemo = await addCourse(await newMember(), courseId);
    expect(atDemo.body.mode === 'CART' && atDemo.body.cart.items[0]!.unitPrice).toBe(20_000);
  });

  test("nour's course id at demo is not found; the voucher of another organization is unknown", async () => {
    const member = await newMember();
    expect((await addCourse(member, await paidCourse(db(), nour))).status).toBe(404);
    await addCourse(member, await paidCourse(db(), demo));
    const res = await applyVoucher(member, 'NOUR20');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'vch-001' });
    const [nourVoucher] = await db().select({ uses: vouchers.numberOfUses }).from(vouchers).where(eq(vouchers.code, 'NOUR20'));
    expect(nourVoucher!.uses).toBe(0);
  });
});

describe('direct enrollment still refuses paid items', () => {
  test('POST courses/{id}/enroll on a paid course answers enr-005', async () => {
    const member = await newMember();
    const res = await server.request<{ code: string }>(`/api/courses/${await paidCourse(db(), demo)}/enroll`, { method: 'POST', headers: headersOf(member) });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'enr-005' });
  });
});
