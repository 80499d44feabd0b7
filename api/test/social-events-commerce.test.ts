import { and, eq } from 'drizzle-orm';
import { eventKind } from '../src/modules/commerce/purchasables/event-kind';
import { purchasedItems } from '../src/modules/commerce/tables';
import { socialEventEnrollments } from '../src/modules/social/tables';
import { callsTo, headersOf } from './support/api-calls';
import { cartCalls } from './support/commerce-cart-fixtures';
import { checkout, newKey, payByCard, TEST_CARD, verify } from './support/commerce-checkout-fixtures';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { createEvent, domainEventsOf, enrollmentsOf, eventRow } from './support/social-events-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

process.env.SANDBOX_WEBHOOK_POLL_MS = '0';

/** Paid events through commerce (docs/design/social-api.md "Paid events"): the EVENT purchasable kind. */

let server: TestServer;
let demo: number;
let members: TestMember[];
const call = callsTo(() => server);
const cart = cartCalls(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  members = await createMembers(server.database.db, demo, 6);
});
afterAll(async () => { await server.close(); });

test('a paid event goes through the cart, is paid by card and becomes a PURCHASE place', async () => {
  const eventId = await createEvent(db(), demo, { price: 15_000, maxEnrollmentCount: 5 });
  const member = members[0]!;
  const added = await cart.addItem(member, 'EVENT', eventId);
  expect(added.status).toBe(200);
  if (added.body.mode !== 'CART') throw new Error('demo has the marketplace on');
  const line = added.body.cart.items.find((item) => item.itemType === 'EVENT');
  expect(line).toMatchObject({ itemId: eventId, unitPrice: 15_000 });
  expect((await cart.addItem(member, 'EVENT', eventId)).body.code).toBe('ord-002');

  const started = await checkout(server, member, { idempotencyKey: newKey(), acceptedTotal: added.body.cart.order!.totalAmount });
  expect(started.body.status).toBe('AWAITING_PAYMENT');
  await payByCard(server, started.body.checkoutUrl, TEST_CARD.success);
  const verified = await verify(server, member, { orderId: started.body.orderId, paymentId: started.body.paymentId });
  expect(verified.body.outcome).toBe('COMPLETE');

  const [place] = (await enrollmentsOf(db(), eventId)).filter((row) => row.userId === member.id);
  const [item] = await db().select().from(purchasedItems).where(and(eq(purchasedItems.orderId, started.body.orderId), eq(purchasedItems.itemType, 'EVENT')));
  expect(place).toMatchObject({ status: 'ENROLLED', source: 'PURCHASE', purchasedItemId: item!.id });
  expect((await eventRow(db(), eventId)).enrolledCount).toBe(1);
  // Owned now: not for sale again; a paid place is left through a refund.
  expect((await cart.addItem(member, 'EVENT', eventId)).body.code).toBe('ord-001');
  const leave = await call('DELETE', `/api/events/${eventId}/enrollments/mine`, headersOf(member));
  expect([leave.status, leave.body.code]).toEqual([409, 'evt-004']);
  expect((await call('GET', `/api/events/${eventId}/ticket`, headersOf(member))).status).toBe(200);
});

test('free, full, closed or another organization\'s events are not for sale; members without event access cannot buy', async () => {
  const free = await createEvent(db(), demo);
  const full = await createEvent(db(), demo, { price: 100, maxEnrollmentCount: 1, enrolledCount: 1 });
  const closed = await createEvent(db(), demo, { price: 100, enrollmentEndsAt: new Date(Date.now() - 60_000) });
  const nourEvent = await createEvent(db(), await server.organizationId('nour'), { price: 100 });
  for (const [eventId, code] of [[free, 'ord-003'], [full, 'ord-003'], [closed, 'ord-003'], [nourEvent, 'req-002']] as const) {
    const res = await cart.addItem(members[1]!, 'EVENT', eventId);
    expect({ eventId, code: res.body.code }).toEqual({ eventId, code });
  }
  const paid = await createEvent(db(), demo, { price: 100 });
  const coach: TestMember = { id: 0, token: await server.memberToken('demo', 'coach@demo.halaqa.test') };
  const refused = await server.request<{ code: string }>('/api/orders/add-item', {
    method: 'POST', headers: { ...bearer(coach.token), 'x-organization': 'demo' }, body: { itemType: 'EVENT', itemId: paid },
  });
  expect([refused.status, refused.body.code]).toEqual([403, 'perm-001']);
});

test('fulfil is idempotent, answers FULL when the last place went while paying, and reverse gives the place back', async () => {
  const eventId = await createEvent(db(), demo, { price: 5_000, maxEnrollmentCount: 1 });
  const [buyer, late] = [members[2]!, members[3]!];
  const ref = (member: TestMember) => ({ organizationId: demo, userId: member.id, itemId: eventId, orderId: 2147483647 });
  expect(await db().transaction((tx) => eventKind.fulfil(tx, ref(buyer)))).toBe('DONE');
  expect(await db().transaction((tx) => eventKind.fulfil(tx, ref(buyer)))).toBe('DONE');
  expect(await db().transaction((tx) => eventKind.fulfil(tx, ref(late)))).toBe('FULL');
  expect((await eventRow(db(), eventId)).enrolledCount).toBe(1);
  expect((await enrollmentsOf(db(), eventId)).map((row) => row.userId)).toEqual([buyer.id]);

  await db().transaction((tx) => eventKind.reverse(tx, ref(buyer)));
  await db().transaction((tx) => eventKind.reverse(tx, ref(buyer)));
  const [row] = await db().select().from(socialEventEnrollments).where(eq(socialEventEnrollments.eventId, eventId));
  expect(row!.status).toBe('CANCELLED');
  expect((await eventRow(db(), eventId)).enrolledCount).toBe(0);
  // The place is for sale again.
  expect(await db().transaction((tx) => eventKind.fulfil(tx, ref(late)))).toBe('DONE');
  expect((await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.enrolled')).toHaveLength(2);
});
