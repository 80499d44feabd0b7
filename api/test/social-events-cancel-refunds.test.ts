import { and, eq } from 'drizzle-orm';
import { orderPayments, orderRefunds, purchasedItems } from '../src/modules/commerce/tables';
import { socialEventEnrollments } from '../src/modules/social/tables';
import { callsTo, headersOf } from './support/api-calls';
import { cartCalls } from './support/commerce-cart-fixtures';
import { checkout, newKey, payByCard, TEST_CARD, verify } from './support/commerce-checkout-fixtures';
import { sandboxRefunded } from './support/commerce-orders';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { createEvent, domainEventsOf, enrollmentsOf, eventRow } from './support/social-events-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

process.env.SANDBOX_WEBHOOK_POLL_MS = '0';
// The refunds job stays out of the way: the cancel sends the money itself.
process.env.REFUNDS_POLL_MS = '3600000';

/** A cancelled paid event refunds its paid places in full (docs/design/social-api.md "Paid events"). */

let server: TestServer;
let demo: number;
let members: TestMember[];
let admin: Record<string, string>;
const call = callsTo(() => server);
const cart = cartCalls(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  members = await createMembers(server.database.db, demo, 3);
  admin = { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' };
});
afterAll(async () => { await server.close(); });

/** The member buys a place by card; answers the purchased item and the provider's payment id. */
async function buyPlace(member: TestMember, eventId: number) {
  const added = await cart.addItem(member, 'EVENT', eventId);
  if (added.body.mode !== 'CART') throw new Error('demo has the marketplace on');
  const started = await checkout(server, member, { idempotencyKey: newKey(), acceptedTotal: added.body.cart.order!.totalAmount });
  await payByCard(server, started.body.checkoutUrl, TEST_CARD.success);
  expect((await verify(server, member, { orderId: started.body.orderId, paymentId: started.body.paymentId })).body.outcome).toBe('COMPLETE');
  const [item] = await db().select().from(purchasedItems).where(and(eq(purchasedItems.orderId, started.body.orderId), eq(purchasedItems.itemType, 'EVENT')));
  const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.id, started.body.paymentId));
  return { itemId: item!.id, totalAmount: item!.totalAmount, providerPaymentId: payment!.providerPaymentId! };
}

test('cancelling a paid event refunds every paid place in full through the provider, once; the members hear their payment comes back', async () => {
  const eventId = await createEvent(db(), demo, { price: 20_000, maxEnrollmentCount: 5 });
  const [buyer, second, free] = members as [TestMember, TestMember, TestMember];
  const bought = [await buyPlace(buyer, eventId), await buyPlace(second, eventId)];
  // A place given without payment (a host's guest, say) has nothing to refund.
  await db().insert(socialEventEnrollments)
    .values({ organizationId: demo, eventId, userId: free.id, status: 'ENROLLED', source: 'FREE', ticketNonce: `free-${eventId}` });

  const cancelled = await call('POST', `/api/events/${eventId}/cancel`, admin);
  expect(cancelled.status).toBe(200);
  for (const purchase of bought) {
    const [item] = await db().select().from(purchasedItems).where(eq(purchasedItems.id, purchase.itemId));
    expect(item).toMatchObject({ status: 'REFUNDED', refundedAmount: purchase.totalAmount });
    expect(await sandboxRefunded(db(), purchase.providerPaymentId)).toBe(purchase.totalAmount);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.purchasedItemId, purchase.itemId));
    expect(refunds).toEqual([expect.objectContaining({ status: 'REFUNDED', amount: purchase.totalAmount, providerRefundId: expect.stringMatching(/^sbx_rfd_/) })]);
  }
  const places = await enrollmentsOf(db(), eventId);
  expect(places.filter((row) => row.userId !== free.id).map((row) => row.status)).toEqual(['CANCELLED', 'CANCELLED']);
  expect((await eventRow(db(), eventId)).cancelledAt).not.toBeNull();

  const notices = (await domainEventsOf(db(), eventId)).filter((row) => row.type === 'event.cancelled');
  const audienceOf = (refunded: boolean) => notices.find((row) => Boolean((row.payload as { refunded?: boolean }).refunded) === refunded)?.audience;
  expect(audienceOf(true)).toEqual({ kind: 'users', userIds: expect.arrayContaining([buyer.id, second.id]) });
  expect(audienceOf(false)).toEqual({ kind: 'users', userIds: [free.id] });

  // A replayed cancel refunds nothing twice and tells nobody again.
  expect((await call('POST', `/api/events/${eventId}/cancel`, admin)).status).toBe(200);
  for (const purchase of bought) {
    expect(await sandboxRefunded(db(), purchase.providerPaymentId)).toBe(purchase.totalAmount);
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.purchasedItemId, purchase.itemId))).toHaveLength(1);
  }
  expect((await domainEventsOf(db(), eventId)).filter((row) => row.type === 'event.cancelled')).toHaveLength(2);
});

test('the English notice of a refunded member says the payment will be refunded', async () => {
  const eventId = await createEvent(db(), demo, { price: 10_000, title: 'Refunded evening' });
  const member = members[2]!;
  await buyPlace(member, eventId);
  expect((await call('POST', `/api/events/${eventId}/cancel`, admin)).status).toBe(200);
  const until = Date.now() + 10_000;
  let texts: string[] = [];
  while (!texts.some((text) => text.includes('Refunded evening')) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    texts = (await server.request<{ data: Array<{ text: string }> }>('/api/notifications?take=50', { headers: headersOf(member) })).body.data.map((notice) => notice.text);
  }
  expect(texts).toContain('“Refunded evening” was cancelled. Your payment will be refunded.');
});
