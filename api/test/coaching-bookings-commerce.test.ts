import { and, eq } from 'drizzle-orm';
import { coachingSessionKind } from '../src/modules/commerce/purchasables/coaching-session-kind';
import { orderRefunds, purchasedItems } from '../src/modules/commerce/tables';
import { releaseLapsedHolds } from '../src/modules/coaching/bookings/lapsed-holds';
import { sendBookingReminders } from '../src/modules/coaching/bookings/reminders';
import { coachingBookings } from '../src/modules/coaching/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { cartCalls } from './support/commerce-cart-fixtures';
import { checkout, newKey, payByCard, TEST_CARD, verify } from './support/commerce-checkout-fixtures';
import { bookingCalls, bookingRow, createCoach, hourSlot } from './support/coaching-bookings-fixtures';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

process.env.SANDBOX_WEBHOOK_POLL_MS = '0';
process.env.COACHING_REMINDERS_POLL_MS = '0';

/** Paid sessions through commerce (COACHING_SESSION), and the reminder job. */

let server: TestServer;
let demo: number;
let members: TestMember[];
let coach: TestMember;
const api = bookingCalls(() => server);
const cart = cartCalls(() => server);
const db = () => server.database.db;
const HOUR = 3_600_000;
const lapse = (bookingId: number) => db().update(coachingBookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(coachingBookings.id, bookingId));

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  members = await createMembers(db(), demo, 6);
  coach = await createCoach(db(), demo, {}, 25_000);
});
afterAll(async () => { await server.close(); });

test('a PAID session is HELD 15 minutes, goes in the cart at the coach\'s price, and is CONFIRMED once paid through the sandbox', async () => {
  const member = members[0]!;
  const held = await api.book(member, coach.id, hourSlot(90), 'PAID');
  expect(held.status).toBe(201);
  expect(held.body).toMatchObject({ status: 'HELD', kind: 'PAID', purchase: { itemType: 'COACHING_SESSION', itemId: held.body.id } });
  expect(Math.abs(Date.parse(held.body.holdExpiresAt!) - (Date.now() + 15 * 60_000))).toBeLessThan(60_000);

  const added = await cart.addItem(member, 'COACHING_SESSION', held.body.id);
  expect(added.status).toBe(200);
  if (added.body.mode !== 'CART') throw new Error('demo has the marketplace on');
  expect(added.body.cart.items.find((item) => item.itemType === 'COACHING_SESSION')).toMatchObject({ itemId: held.body.id, unitPrice: 25_000 });
  const started = await checkout(server, member, { idempotencyKey: newKey(), acceptedTotal: added.body.cart.order!.totalAmount });
  await payByCard(server, started.body.checkoutUrl, TEST_CARD.success);
  expect((await verify(server, member, { orderId: started.body.orderId, paymentId: started.body.paymentId })).body.outcome).toBe('COMPLETE');

  const [line] = await db().select().from(purchasedItems)
    .where(and(eq(purchasedItems.orderId, started.body.orderId), eq(purchasedItems.itemType, 'COACHING_SESSION')));
  expect(await bookingRow(db(), held.body.id)).toMatchObject({ status: 'CONFIRMED', holdExpiresAt: null, purchasedItemId: line!.id });
  expect(line).toMatchObject({ title: expect.stringContaining('Coaching session with'), titleAr: expect.stringContaining('جلسة إرشاد مع') });
  expect((await api.get(member, held.body.id)).body.purchase).toBeNull();
  expect((await cart.addItem(member, 'COACHING_SESSION', held.body.id)).body.code).toBe('ord-001');

  // Cancelled in time by the member: commerce is asked for the refund of the paid item.
  const cancelled = await api.cancel(member, held.body.id);
  expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelOutcome: 'REFUND_REQUESTED' });
  const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.purchasedItemId, line!.id));
  expect(refunds).toHaveLength(1);
});

test('a declined payment lets the slot go at once: another member books it, and the let-go booking is not for sale again', async () => {
  const [payer, other] = [members[2]!, members[3]!];
  const held = await api.book(payer, coach.id, hourSlot(92), 'PAID');
  const added = await cart.addItem(payer, 'COACHING_SESSION', held.body.id);
  if (added.body.mode !== 'CART') throw new Error('demo has the marketplace on');
  const started = await checkout(server, payer, { idempotencyKey: newKey(), acceptedTotal: added.body.cart.order!.totalAmount });
  await payByCard(server, started.body.checkoutUrl, TEST_CARD.decline);
  expect((await verify(server, payer, { orderId: started.body.orderId, paymentId: started.body.paymentId })).body.outcome).toBe('DECLINED');
  expect(await bookingRow(db(), held.body.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelOutcome: 'PAYMENT_FAILED' });
  expect((await api.get(payer, held.body.id)).body).toMatchObject({ status: 'CANCELLED', cancelOutcome: 'PAYMENT_FAILED' });

  // Well before the 15 minutes are up, the slot is someone else's to book.
  const taken = await api.book(other, coach.id, hourSlot(92), 'PAID');
  expect(taken.status).toBe(201);
  // The let-go booking is no longer for sale: paying again starts from a new booking.
  expect((await cart.addItem(payer, 'COACHING_SESSION', held.body.id)).body.code).toBe('ord-003');
});

test('not for sale: another member\'s hold (404), another organization\'s (404), a FREE session and a lapsed hold (ord-003)', async () => {
  const [owner, other] = [members[1]!, members[2]!];
  const held = await api.book(owner, coach.id, hourSlot(95), 'PAID');
  expect((await cart.addItem(other, 'COACHING_SESSION', held.body.id)).body.code).toBe('req-002');
  const [nourMember] = await createMembers(db(), await server.organizationId('nour'), 1);
  expect((await cart.addItem(nourMember!, 'COACHING_SESSION', held.body.id, 'nour')).body.code).toBe('req-002');
  const free = await api.book(owner, coach.id, hourSlot(96), 'FREE');
  expect((await cart.addItem(owner, 'COACHING_SESSION', free.body.id)).body.code).toBe('req-002');
  await lapse(held.body.id);
  expect((await cart.addItem(owner, 'COACHING_SESSION', held.body.id)).body.code).toBe('ord-003');
});

test('fulfil confirms a lapsed hold whose range is still free, answers FULL when it was taken, is idempotent; reverse cancels', async () => {
  const [first, second] = [members[3]!, members[4]!];
  const ref = (member: TestMember, itemId: number) => ({ organizationId: demo, userId: member.id, itemId, orderId: 2_147_483_647 });
  const free = await api.book(first, coach.id, hourSlot(100), 'PAID');
  await lapse(free.body.id);
  // Another write cancels the lapsed hold first; the range stays free.
  await api.book(second, coach.id, hourSlot(101), 'PAID');
  expect((await bookingRow(db(), free.body.id)).cancelOutcome).toBe('HOLD_EXPIRED');
  expect(await db().transaction((tx) => coachingSessionKind.fulfil(tx, ref(first, free.body.id)))).toBe('DONE');
  expect(await db().transaction((tx) => coachingSessionKind.fulfil(tx, ref(first, free.body.id)))).toBe('DONE');
  expect(await bookingRow(db(), free.body.id)).toMatchObject({ status: 'CONFIRMED', cancelledAt: null, cancelOutcome: null });

  const taken = await api.book(first, coach.id, hourSlot(110), 'PAID');
  await lapse(taken.body.id);
  expect((await api.book(second, coach.id, taken.body.startsAt, 'PAID')).status).toBe(201);
  expect(await db().transaction((tx) => coachingSessionKind.fulfil(tx, ref(first, taken.body.id)))).toBe('FULL');
  expect((await bookingRow(db(), taken.body.id)).status).toBe('CANCELLED');

  await db().transaction((tx) => coachingSessionKind.reverse(tx, ref(first, free.body.id)));
  expect(await bookingRow(db(), free.body.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelOutcome: 'NOTHING' });
  await db().transaction((tx) => coachingSessionKind.reverse(tx, ref(first, free.body.id)));
});

test('reminders go 24 h and 1 h before, once each, to both parties', async () => {
  const member = members[5]!;
  const booked = await api.book(member, coach.id, hourSlot(5), 'FREE');
  const startsAt = Date.parse(booked.body.startsAt);
  const remindersOf = async () => (await db().select().from(domainEvents).where(eq(domainEvents.type, 'coaching.reminder')).orderBy(domainEvents.id))
    .filter((row) => (row.subject as Record<string, number>).bookingId === booked.body.id);
  await sendBookingReminders(db(), new Date(startsAt - 5 * HOUR));
  await sendBookingReminders(db(), new Date(startsAt - 4 * HOUR));
  expect((await remindersOf()).map((row) => (row.payload as { kind: string }).kind)).toEqual(['24h']);
  await sendBookingReminders(db(), new Date(startsAt - 30 * 60_000));
  await sendBookingReminders(db(), new Date(startsAt - 20 * 60_000));
  const sent = await remindersOf();
  expect(sent.map((row) => (row.payload as { kind: string }).kind)).toEqual(['24h', '1h']);
  expect(sent[1]!.audience).toEqual({ kind: 'users', userIds: [member.id, coach.id] });
  // A cancelled session is not reminded.
  const cancelled = await api.book(member, coach.id, hourSlot(6), 'FREE');
  expect((await api.cancel(coach, cancelled.body.id)).status).toBe(200);
  await sendBookingReminders(db(), new Date(Date.parse(cancelled.body.startsAt) - 2 * HOUR));
  expect((await db().select().from(domainEvents).where(eq(domainEvents.type, 'coaching.reminder')))
    .filter((row) => (row.subject as Record<string, number>).bookingId === cancelled.body.id)).toHaveLength(0);
});

test('the job releases a lapsed hold no write touched, and tells its member', async () => {
  const held = await api.book(members[5]!, coach.id, hourSlot(130), 'PAID');
  await lapse(held.body.id);
  expect(await releaseLapsedHolds(db(), new Date())).toBeGreaterThanOrEqual(1);
  expect(await bookingRow(db(), held.body.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelOutcome: 'HOLD_EXPIRED' });
  expect(await releaseLapsedHolds(db(), new Date())).toBe(0);
  const told = (await db().select().from(domainEvents).where(eq(domainEvents.type, 'coaching.hold-expired')))
    .filter((row) => (row.subject as Record<string, number>).bookingId === held.body.id);
  expect(told.map((row) => row.audience)).toEqual([{ kind: 'users', userIds: [members[5]!.id] }]);
});
