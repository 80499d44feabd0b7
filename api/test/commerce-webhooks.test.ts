import { and, asc, eq } from 'drizzle-orm';
import { courseEnrollees } from '../src/modules/lms/tables';
import { invoices, orderPayments, paymentWebhookEvents, sandboxPayments, sandboxWebhookDeliveries, voucherConsumptions } from '../src/modules/commerce/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { DELIVERY_BACKOFF_SECONDS, deliverDueWebhooks, deliverInProcess } from '../src/modules/commerce/sandbox/deliveries';
import { sandboxWebhookSecret } from '../src/modules/commerce/sandbox/sandbox-secret';
import { reconcilePayments } from '../src/modules/commerce/payments/reconcile';
import { SIGNATURE_HEADER, signWebhook } from '../src/modules/commerce/payments/signature';
import { startTestServer, type TestServer } from './support/test-server';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import {
  cartOf, checkout, newKey, orderRow, payByCard, paymentsOf, sandboxPath, setGateway, TEST_CARD, verify, voucherOf,
} from './support/commerce-checkout-fixtures';

process.env.PAYMENTS_RECONCILE_MS = '0';
process.env.SANDBOX_WEBHOOK_POLL_MS = '0';

let server: TestServer;
let demo: number;
let course: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  course = await createCourse(server.database.db, demo, { price: 10_000 });
});
afterAll(async () => { await server.close(); });

const db = () => server.database.db;
const silent = { error: () => undefined };

/** A member's card checkout, paid (or declined) on the sandbox page: nothing told Halaqa yet. */
async function paidOnSandbox(card: string = TEST_CARD.success, options: { voucherRate?: number } = {}) {
  const [member] = await createMembers(db(), demo, 1);
  const voucherId = options.voucherRate === undefined ? undefined : await voucherOf(db(), demo, options.voucherRate);
  const cart = await cartOf(db(), demo, member!, [course], voucherId === undefined ? {} : { voucherId });
  const total = voucherId === undefined ? cart.total : (await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: 0 })).body.details!.cart.order!.totalAmount;
  const answer = (await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: total })).body;
  const paid = await payByCard(server, answer.checkoutUrl, card);
  expect(paid.status).toBe(303);
  const sandboxId = sandboxPath(answer.checkoutUrl).split('/').pop()!;
  return { member: member!, cart, answer, sandboxId };
}

/** The webhook the sandbox queued for its payment (the exact body it signs). */
async function queuedWebhook(sandboxId: string) {
  const [delivery] = await db().select().from(sandboxWebhookDeliveries)
    .where(eq(sandboxWebhookDeliveries.paymentId, sandboxId)).orderBy(asc(sandboxWebhookDeliveries.id));
  return delivery!;
}

function postWebhook(body: string, signature: string | null, prefix = 'demo', provider = 'card') {
  return server.request<{ received: boolean; duplicate: boolean; processed: boolean; code?: string }>(`/api/payments/webhooks/${provider}`, {
    method: 'POST', body, headers: { 'x-organization': prefix, 'content-type': 'application/json', ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }) },
  });
}

const sign = (body: string, at = new Date()) => signWebhook(sandboxWebhookSecret(demo, null), Buffer.from(body), at);

async function countsOf(member: TestMember, orderId: number) {
  const enrollments = await db().select().from(courseEnrollees).where(and(eq(courseEnrollees.userId, member.id), eq(courseEnrollees.courseId, course)));
  const issued = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  const told = (await db().select().from(domainEvents).where(eq(domainEvents.type, 'order.completed'))).filter((e) => e.subject.orderId === orderId);
  return { status: (await orderRow(db(), orderId)).status, enrollments: enrollments.length, invoices: issued.length, notices: told.length };
}

describe('POST /api/payments/webhooks/:provider', () => {
  test('before the member returns: the signed webhook completes the order; the verify call after finds it complete', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox();
    const { body } = await queuedWebhook(sandboxId);
    const res = await postWebhook(body, sign(body));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false, processed: true });
    expect(await countsOf(member, cart.orderId)).toEqual({ status: 'COMPLETE', enrollments: 1, invoices: 1, notices: 1 });
    const verified = await verify(server, member, { orderId: cart.orderId });
    expect(verified.body.outcome).toBe('COMPLETE');
    expect(await countsOf(member, cart.orderId)).toEqual({ status: 'COMPLETE', enrollments: 1, invoices: 1, notices: 1 });
  });

  test('after the member returned: the order is complete already, the webhook changes nothing', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox();
    expect((await verify(server, member, { orderId: cart.orderId })).body.outcome).toBe('COMPLETE');
    const { body } = await queuedWebhook(sandboxId);
    const res = await postWebhook(body, sign(body));
    expect(res.body).toEqual({ received: true, duplicate: false, processed: true });
    expect(await countsOf(member, cart.orderId)).toEqual({ status: 'COMPLETE', enrollments: 1, invoices: 1, notices: 1 });
  });

  test('the same webhook three times at once fulfils once: one processed, two duplicates', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox();
    const { body } = await queuedWebhook(sandboxId);
    const signature = sign(body);
    const answers = await Promise.all([0, 1, 2].map(() => postWebhook(body, signature)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.body.duplicate).sort()).toEqual([false, true, true]);
    expect(await countsOf(member, cart.orderId)).toEqual({ status: 'COMPLETE', enrollments: 1, invoices: 1, notices: 1 });
    const events = await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.providerPaymentId, sandboxId));
    expect(events.map((event) => [event.attempts, event.processedAt !== null])).toEqual([[1, true]]);
  });

  test('the webhook, the member\'s verify and the reconciliation job at once: completed once', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox();
    const { body } = await queuedWebhook(sandboxId);
    const later = new Date(Date.now() + 3 * 60_000);
    await Promise.all([
      postWebhook(body, sign(body)),
      verify(server, member, { orderId: cart.orderId }),
      verify(server, member, { orderId: cart.orderId }),
      reconcilePayments(server.database.systemDb, later, { log: silent }),
    ]);
    expect(await countsOf(member, cart.orderId)).toEqual({ status: 'COMPLETE', enrollments: 1, invoices: 1, notices: 1 });
  });

  test('a bad signature is 400 pay-003 and records nothing; a missing one too', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox();
    const { body } = await queuedWebhook(sandboxId);
    const forged = signWebhook('not-the-secret', Buffer.from(body), new Date());
    for (const signature of [forged, null, 't=1,v1=zz']) {
      const res = await postWebhook(body, signature);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'pay-003' });
    }
    expect(await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.providerPaymentId, sandboxId))).toHaveLength(0);
    expect((await countsOf(member, cart.orderId)).status).toBe('AWAITING_PAYMENT');
  });

  test('a genuine signature older than 300 s is 400 pay-004 (a replay); the same event again is a 200 duplicate that does nothing', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox();
    const { body } = await queuedWebhook(sandboxId);
    const old = await postWebhook(body, sign(body, new Date(Date.now() - 301_000)));
    expect({ status: old.status, code: old.body.code }).toEqual({ status: 400, code: 'pay-004' });
    expect((await countsOf(member, cart.orderId)).status).toBe('AWAITING_PAYMENT');
    expect((await postWebhook(body, sign(body))).body.duplicate).toBe(false);
    const replay = await postWebhook(body, sign(body));
    expect(replay.body).toEqual({ received: true, duplicate: true, processed: false });
    expect(await countsOf(member, cart.orderId)).toEqual({ status: 'COMPLETE', enrollments: 1, invoices: 1, notices: 1 });
  });

  test('the signature is over the exact bytes: the same JSON spaced differently is refused; odd spacing signed as sent passes', async () => {
    const { cart, sandboxId } = await paidOnSandbox();
    const { body } = await queuedWebhook(sandboxId);
    const respaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await postWebhook(respaced, sign(body))).body.code).toBe('pay-003');
    const res = await postWebhook(respaced, sign(respaced));
    expect(res.body).toEqual({ received: true, duplicate: false, processed: true });
    expect((await orderRow(db(), cart.orderId)).status).toBe('COMPLETE');
  });

  test('another organization\'s site checks with its own secret: demo\'s webhook posted to nour is pay-003', async () => {
    const { sandboxId } = await paidOnSandbox();
    const { body } = await queuedWebhook(sandboxId);
    const res = await postWebhook(body, sign(body), 'nour');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'pay-003' });
  });

  test('a declined payment\'s webhook sends the order back to the cart and gives the voucher use back, once', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox(TEST_CARD.decline, { voucherRate: 1000 });
    const { body } = await queuedWebhook(sandboxId);
    const signature = sign(body);
    await Promise.all([postWebhook(body, signature), postWebhook(body, signature)]);
    expect((await orderRow(db(), cart.orderId)).status).toBe('PENDING');
    expect(await db().select().from(voucherConsumptions).where(eq(voucherConsumptions.orderId, cart.orderId))).toHaveLength(0);
    const failed = (await db().select().from(domainEvents).where(eq(domainEvents.type, 'order.payment-failed'))).filter((e) => e.subject.orderId === cart.orderId);
    expect(failed).toHaveLength(1);
    expect((await verify(server, member, { orderId: cart.orderId })).body.outcome).toBe('DECLINED');
  });

  test('a webhook about a payment Halaqa does not know (yet) is recorded unprocessed and retried by the reconciliation job', async () => {
    const body = JSON.stringify({ id: `evt_${newKey()}`, type: 'payment.paid', data: { id: 'sbx_pay_unknown', status: 'paid' } });
    const res = await postWebhook(body, sign(body));
    expect(res.body).toEqual({ received: true, duplicate: false, processed: false });
    const [event] = await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.providerPaymentId, 'sbx_pay_unknown'));
    expect({ attempts: event!.attempts, processed: event!.processedAt, error: event!.lastError }).toEqual({ attempts: 1, processed: null, error: expect.stringContaining('sbx_pay_unknown') });
    await reconcilePayments(server.database.systemDb, new Date(Date.now() + 60_000), { log: silent });
    const [retried] = await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event!.id));
    expect(retried!.attempts).toBe(2);
  });
});

describe('the sandbox\'s webhook deliveries', () => {
  const deliverAt = (now: Date) => deliverDueWebhooks(server.database.systemDb, now, (delivery) => deliverInProcess(server.database.systemDb, delivery, { now: () => now, log: silent }));

  test('the worker\'s pass delivers a paid payment\'s webhook in-process, through the signature check: the order completes', async () => {
    const { member, cart, sandboxId } = await paidOnSandbox();
    const report = await deliverAt(new Date());
    expect(report.failed).toBe(0);
    expect(report.delivered).toBeGreaterThanOrEqual(1);
    expect((await queuedWebhook(sandboxId)).deliveredAt).not.toBeNull();
    expect(await countsOf(member, cart.orderId)).toEqual({ status: 'COMPLETE', enrollments: 1, invoices: 1, notices: 1 });
    const events = await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.providerPaymentId, sandboxId));
    expect(events.map((event) => event.eventType)).toEqual(['payment.paid']);
  });

  test('a failed delivery is retried after 1 s, 5 s, 30 s, 2 min and 10 min, then given up', async () => {
    // Deliver everything due first, so only this test's delivery is left to fail.
    await deliverAt(new Date());
    const { cart, sandboxId } = await paidOnSandbox();
    // The organization stops taking cards: every delivery attempt is refused (pay-001) until it is given up.
    const restore = await setGateway(db(), demo, 'CARD', { isEnabled: false });
    try {
      let now = new Date();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await deliverAt(now);
        const delivery = await queuedWebhook(sandboxId);
        expect({ attempts: delivery.attempts, delivered: delivery.deliveredAt, error: delivery.lastError }).toEqual({ attempts: attempt, delivered: null, error: expect.any(String) });
        const wait = Math.round((delivery.nextAttemptAt.getTime() - now.getTime()) / 1000);
        waits.push(wait);
        // Not before its time: a pass just before the next attempt leaves it alone.
        await deliverAt(new Date(delivery.nextAttemptAt.getTime() - 500));
        expect((await queuedWebhook(sandboxId)).attempts).toBe(attempt);
        now = delivery.nextAttemptAt;
      }
      expect(waits.slice(0, 5)).toEqual([...DELIVERY_BACKOFF_SECONDS]);
      // After the sixth attempt: given up, never tried again.
      await deliverAt(new Date(now.getTime() + 365 * 24 * 3600_000));
      expect((await queuedWebhook(sandboxId)).attempts).toBe(6);
    } finally {
      await restore();
    }
    expect((await orderRow(db(), cart.orderId)).status).toBe('AWAITING_PAYMENT');
  });
});

describe('a payment given up on, paid after all', () => {
  test('the member started a new checkout, then paid on the old page: the old payment\'s money is refunded, the order is not sold twice', async () => {
    const [member] = await createMembers(db(), demo, 1);
    const cart = await cartOf(db(), demo, member!, [course]);
    const first = (await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: cart.total })).body;
    const second = (await checkout(server, member!, { idempotencyKey: newKey(), acceptedTotal: cart.total })).body;
    expect(second.paymentId).not.toBe(first.paymentId);
    const payments = await paymentsOf(db(), cart.orderId);
    expect(payments.map((p) => [p.id, p.status, p.failureCode])).toEqual([[first.paymentId, 'CANCELED', 'superseded'], [second.paymentId, 'PENDING', null]]);
    // The old page was still open at the provider: the member pays there.
    await payByCard(server, first.checkoutUrl, TEST_CARD.success);
    const oldId = sandboxPath(first.checkoutUrl).split('/').pop()!;
    const { body } = await queuedWebhook(oldId);
    expect((await postWebhook(body, sign(body))).body.processed).toBe(true);
    const [refunded] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, oldId));
    expect({ status: refunded!.status, refunded: refunded!.refundedAmount }).toEqual({ status: 'refunded', refunded: cart.total });
    const [old] = await db().select().from(orderPayments).where(eq(orderPayments.id, first.paymentId));
    expect({ status: old!.status, failureCode: old!.failureCode }).toEqual({ status: 'CANCELED', failureCode: 'late-capture-refunded' });
    // The current attempt still pays the order.
    await payByCard(server, second.checkoutUrl, TEST_CARD.success);
    expect((await verify(server, member!, { orderId: cart.orderId })).body.outcome).toBe('COMPLETE');
  });
});
