import { createHmac } from 'node:crypto';
import { createMoyasarAdapter, moyasarPaymentStatus } from '../src/modules/commerce/payments/moyasar';
import { createTamaraAdapter, tamaraStatus } from '../src/modules/commerce/payments/tamara';
import { createTabbyAdapter, tabbyStatus } from '../src/modules/commerce/payments/tabby';
import type { CheckoutRequest, PaymentAdapter } from '../src/modules/commerce/payments/provider';
import type { Fetch } from '../src/modules/commerce/payments/provider-http';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';

/**
 * The real providers' adapters against a local fake of each provider's API
 * (no network here): what they send (paths, auth, amounts), how they read
 * each provider status, and how they check each provider's webhooks.
 */
let fake: FakeProvider;
beforeEach(async () => { fake = await startFakeProvider(); });
afterEach(async () => { await fake.close(); });

const fetchImpl = globalThis.fetch as unknown as Fetch;
const NOW = new Date('2026-05-15T10:00:00Z');

const REQUEST: CheckoutRequest = {
  organizationId: 1, orderId: 42, paymentId: 7, amount: 34_500, taxAmount: 4_500, currency: 'SAR', description: 'Order #42', language: 'en',
  callbackUrl: 'https://demo.halaqa.example/payment-complete?orderId=42&paymentId=7',
  webhookUrl: 'https://demo.halaqa.example/api/payments/webhooks/card',
  methods: ['creditcard'], customer: { userId: 9, name: 'Sara Al Test', email: 'sara@example.org', phone: '+966500000000' },
  items: [{ title: 'Algebra', amount: 11_500, type: 'COURSE', itemId: 3 }, { title: 'Geometry', amount: 23_000, type: 'COURSE', itemId: 4 }],
  idempotencyKey: 'key-1',
};

const codeOf = async (run: () => Promise<unknown> | unknown) => {
  try {
    await run();
    return null;
  } catch (error) {
    return `${(error as { statusCode?: number }).statusCode} ${(error as { code?: string }).code}`;
  }
};

describe('CARD: Moyasar', () => {
  const adapter = (): PaymentAdapter => createMoyasarAdapter({ secretKey: 'sk_test_abc', webhookSecret: 'token-1', baseUrl: `${fake.url}/v1`, fetch: fetchImpl });

  test('a checkout is a hosted invoice: amount in halalas, basic auth with the secret key, the outcomes in the return addresses', async () => {
    fake.on('POST /v1/invoices', { status: 201, json: { id: 'f1e2', status: 'initiated', url: 'https://checkout.moyasar.com/invoices/f1e2', amount: 34_500 } });
    const started = await adapter().startCheckout(REQUEST);
    expect(started).toEqual({ providerPaymentId: 'inv_f1e2', checkoutUrl: 'https://checkout.moyasar.com/invoices/f1e2', status: 'PENDING', providerStatus: 'initiated' });
    const [sent] = fake.received;
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('sk_test_abc:').toString('base64')}`);
    expect(sent!.json).toEqual({
      amount: 34_500, currency: 'SAR', description: 'Order #42', callback_url: REQUEST.webhookUrl,
      success_url: `${REQUEST.callbackUrl}&outcome=success`, back_url: `${REQUEST.callbackUrl}&outcome=cancel`,
      metadata: { order_id: '42', payment_id: '7', organization_id: '1' },
    });
  });

  test('reads an invoice and a payment with the right endpoint', async () => {
    fake.on('GET /v1/invoices/f1e2', { json: { id: 'f1e2', status: 'paid', amount: 34_500, payments: [{ id: 'p1', status: 'paid' }] } });
    fake.on('GET /v1/payments/p9', { json: { id: 'p9', status: 'failed', amount: 34_500, refunded: 0, source: { message: 'Insufficient funds' } } });
    expect(await adapter().verify('inv_f1e2')).toEqual({ providerPaymentId: 'inv_f1e2', status: 'COMPLETE', providerStatus: 'paid', amount: 34_500 });
    expect(await adapter().verify('p9')).toEqual({ providerPaymentId: 'p9', status: 'DECLINED', providerStatus: 'failed', amount: 34_500, failureMessage: 'Insufficient funds' });
  });

  test.each([
    ['initiated', 0, 'PENDING'], ['paid', 0, 'COMPLETE'], ['failed', 0, 'DECLINED'], ['authorized', 0, 'AUTHORISED'], ['captured', 0, 'COMPLETE'],
    ['refunded', 34_500, 'REFUNDED'], ['refunded', 1_000, 'PARTIALLY_REFUNDED'], ['voided', 0, 'CANCELED'], ['verified', 0, 'PENDING'],
  ] as const)('payment status %s (refunded %i) is %s', (status, refunded, ours) => {
    expect(moyasarPaymentStatus(status, 34_500, refunded)).toBe(ours);
  });

  test('captures and refunds the invoice\'s payment', async () => {
    fake.on('GET /v1/invoices/f1e2', { json: { id: 'f1e2', status: 'paid', amount: 34_500, payments: [{ id: 'p0', status: 'failed' }, { id: 'p1', status: 'paid' }] } });
    fake.on('POST /v1/payments/p1/refund', { json: { id: 'p1', status: 'refunded', amount: 34_500, refunded: 11_500 } });
    expect(await adapter().refund('inv_f1e2', 11_500, 'halaqa-refund-3')).toEqual({ providerRefundId: 'p1:11500', amount: 11_500 });
    expect(fake.received.at(-1)!.json).toEqual({ amount: 11_500 });
    fake.on('POST /v1/payments/p2/capture', { json: { id: 'p2', status: 'captured', amount: 34_500, refunded: 0 } });
    expect((await adapter().capture('p2', 34_500)).status).toBe('COMPLETE');
  });

  test('a webhook is accepted with the secret token only; an invoice\'s payment is known by its invoice', async () => {
    const body = (token: string) => Buffer.from(JSON.stringify({
      id: 'evt-9', type: 'payment_paid', secret_token: token, data: { id: 'p1', status: 'paid', amount: 34_500, invoice_id: 'f1e2' },
    }));
    expect(adapter().readWebhook(body('token-1'), {}, NOW)).toEqual({ eventId: 'evt-9', eventType: 'payment_paid', providerPaymentId: 'inv_f1e2', status: 'COMPLETE' });
    expect(await codeOf(() => adapter().readWebhook(body('token-2'), {}, NOW))).toBe('400 pay-003');
    expect(await codeOf(() => adapter().readWebhook(Buffer.from('not json'), {}, NOW))).toBe('400 pay-003');
  });

  test('a provider error or an unreachable provider is 502 pay-005', async () => {
    fake.on('GET /v1/payments/p1', { status: 500, json: { message: 'boom' } });
    expect(await codeOf(() => adapter().verify('p1'))).toBe('502 pay-005');
    const away = createMoyasarAdapter({ secretKey: 'sk', webhookSecret: 't', baseUrl: 'http://127.0.0.1:9/v1', fetch: fetchImpl });
    expect(await codeOf(() => away.verify('p1'))).toBe('502 pay-005');
  });
});

describe('TAMARA', () => {
  const adapter = (): PaymentAdapter => createTamaraAdapter({ apiToken: 'tamara-token', notificationToken: 'notify-secret', baseUrl: fake.url, fetch: fetchImpl, now: () => NOW });
  const jwt = (payload: object, secret = 'notify-secret', alg = 'HS256') => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const head = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
    return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
  };

  test('a checkout session: bearer token, riyal amounts written exactly as JSON numbers, the merchant urls with their outcomes', async () => {
    fake.on('POST /checkout', { json: { order_id: 'tam-1', checkout_id: 'c-1', checkout_url: 'https://checkout.tamara.co/c-1', status: 'new' } });
    const started = await adapter().startCheckout(REQUEST);
    expect(started).toEqual({ providerPaymentId: 'tam-1', checkoutUrl: 'https://checkout.tamara.co/c-1', status: 'PENDING', providerStatus: 'new' });
    const [sent] = fake.received;
    expect(sent!.headers.authorization).toBe('Bearer tamara-token');
    expect(sent!.text).toContain('"total_amount":{"amount":345.00,"currency":"SAR"}');
    expect(sent!.text).toContain('"tax_amount":{"amount":45.00,"currency":"SAR"}');
    expect(sent!.json).toMatchObject({
      order_reference_id: '42-7', country_code: 'SA', locale: 'en_US',
      merchant_url: { success: `${REQUEST.callbackUrl}&outcome=success`, failure: `${REQUEST.callbackUrl}&outcome=failure`, cancel: `${REQUEST.callbackUrl}&outcome=cancel`, notification: REQUEST.webhookUrl },
      consumer: { first_name: 'Sara', last_name: 'Al Test', email: 'sara@example.org' },
    });
  });

  test.each([
    ['new', 'PENDING'], ['approved', 'AUTHORISED'], ['authorised', 'AUTHORISED'], ['fully_captured', 'COMPLETE'], ['declined', 'DECLINED'],
    ['canceled', 'CANCELED'], ['expired', 'EXPIRED'], ['fully_refunded', 'REFUNDED'], ['partially_refunded', 'PARTIALLY_REFUNDED'],
  ] as const)('order status %s is %s', (status, ours) => {
    expect(tamaraStatus(status)).toBe(ours);
  });

  test('an approved order is authorised, then captured whole; then it reads as complete', async () => {
    let status = 'approved';
    fake.on('GET /orders/tam-1', () => ({ json: { order_id: 'tam-1', status, total_amount: { amount: 345, currency: 'SAR' } } }));
    fake.on('POST /orders/tam-1/authorise', () => { status = 'authorised'; return { json: { status } }; });
    fake.on('POST /payments/capture', () => { status = 'fully_captured'; return { json: { capture_id: 'cap-1', status } }; });
    expect(await adapter().capture('tam-1', 34_500)).toEqual({ providerPaymentId: 'tam-1', status: 'COMPLETE', providerStatus: 'fully_captured', amount: 34_500 });
    expect(fake.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /orders/tam-1', 'POST /orders/tam-1/authorise', 'POST /payments/capture', 'GET /orders/tam-1']);
    expect(fake.received[2]!.text).toContain('"total_amount":{"amount":345.00,"currency":"SAR"}');
  });

  test('a refund is a simplified refund with its id', async () => {
    fake.on('POST /payments/simplified-refund/tam-1', { json: { refund_id: 'r-1', order_id: 'tam-1' } });
    expect(await adapter().refund('tam-1', 11_500, 'halaqa-refund-3')).toEqual({ providerRefundId: 'r-1', amount: 11_500 });
    expect(fake.received[0]!.text).toContain('"amount":115.00');
  });

  test('a notification is accepted with a token signed by the notification secret, refused otherwise (pay-003), or expired (pay-004)', async () => {
    const body = Buffer.from(JSON.stringify({ order_id: 'tam-1', order_reference_id: '42-7', event_type: 'order_approved', data: {} }));
    const good = jwt({ iss: 'Tamara', exp: Math.floor(NOW.getTime() / 1000) + 3600 });
    expect(adapter().readWebhook(body, { authorization: `Bearer ${good}` }, NOW)).toEqual({ eventId: 'tam-1:order_approved', eventType: 'order_approved', providerPaymentId: 'tam-1', status: 'AUTHORISED' });
    expect(await codeOf(() => adapter().readWebhook(body, { authorization: `Bearer ${jwt({}, 'other')}` }, NOW))).toBe('400 pay-003');
    expect(await codeOf(() => adapter().readWebhook(body, { authorization: `Bearer ${jwt({}, 'notify-secret', 'none')}` }, NOW))).toBe('400 pay-003');
    expect(await codeOf(() => adapter().readWebhook(body, {}, NOW))).toBe('400 pay-003');
    expect(await codeOf(() => adapter().readWebhook(body, { authorization: `Bearer ${jwt({ exp: Math.floor(NOW.getTime() / 1000) - 1 })}` }, NOW))).toBe('400 pay-004');
  });
});

describe('TABBY', () => {
  const adapter = (): PaymentAdapter => createTabbyAdapter({ secretKey: 'sk_tabby', merchantCode: 'halaqa-sa', webhookSecret: 'hook-value', baseUrl: fake.url, fetch: fetchImpl });

  test('a checkout session: decimal strings, the merchant code, the installments page', async () => {
    fake.on('POST /api/v2/checkout', {
      json: { id: 'sess-1', status: 'created', payment: { id: 'pay-1', status: 'CREATED' }, configuration: { available_products: { installments: [{ web_url: 'https://checkout.tabby.ai/s/1' }] } } },
    });
    expect(await adapter().startCheckout(REQUEST)).toEqual({ providerPaymentId: 'pay-1', checkoutUrl: 'https://checkout.tabby.ai/s/1', status: 'PENDING', providerStatus: 'created' });
    const [sent] = fake.received;
    expect(sent!.headers.authorization).toBe('Bearer sk_tabby');
    expect(sent!.json).toMatchObject({
      payment: { amount: '345.00', currency: 'SAR', order: { reference_id: '42-7', tax_amount: '45.00', items: [{ unit_price: '115.00' }, { unit_price: '230.00' }] } },
      merchant_code: 'halaqa-sa', lang: 'en',
      merchant_urls: { success: `${REQUEST.callbackUrl}&outcome=success`, cancel: `${REQUEST.callbackUrl}&outcome=cancel`, failure: `${REQUEST.callbackUrl}&outcome=failure` },
    });
  });

  test('a session Tabby rejects at once is declined, with no page', async () => {
    fake.on('POST /api/v2/checkout', { json: { id: 'sess-2', status: 'rejected', payment: { id: 'pay-2' } } });
    expect(await adapter().startCheckout(REQUEST)).toMatchObject({ status: 'DECLINED', checkoutUrl: '' });
  });

  test.each([
    ['CREATED', 0, 0, 'PENDING'], ['AUTHORIZED', 0, 0, 'AUTHORISED'], ['CLOSED', 34_500, 0, 'COMPLETE'], ['CLOSED', 34_500, 34_500, 'REFUNDED'],
    ['CLOSED', 34_500, 1_000, 'PARTIALLY_REFUNDED'], ['CLOSED', 0, 0, 'CANCELED'], ['REJECTED', 0, 0, 'DECLINED'], ['EXPIRED', 0, 0, 'EXPIRED'], ['authorized', 0, 0, 'AUTHORISED'],
  ] as const)('payment status %s (captured %i, refunded %i) is %s', (status, captured, refunded, ours) => {
    expect(tabbyStatus(status, 34_500, captured, refunded)).toBe(ours);
  });

  test('captures an authorised payment whole, and refunds with the refund\'s id', async () => {
    fake.on('GET /api/v2/payments/pay-1', { json: { id: 'pay-1', status: 'AUTHORIZED', amount: '345.00', captures: [], refunds: [] } });
    fake.on('POST /api/v2/payments/pay-1/captures', { json: { id: 'pay-1', status: 'CLOSED', amount: '345.00', captures: [{ id: 'c1', amount: '345.00' }], refunds: [] } });
    expect(await adapter().capture('pay-1', 34_500)).toEqual({ providerPaymentId: 'pay-1', status: 'COMPLETE', providerStatus: 'CLOSED', amount: 34_500 });
    expect(fake.received[1]!.json).toEqual({ amount: '345.00', reference_id: 'capture-pay-1' });
    fake.on('POST /api/v2/payments/pay-1/refunds', { json: { id: 'pay-1', status: 'CLOSED', amount: '345.00', refunds: [{ id: 'rf-1', amount: '115.00' }] } });
    expect(await adapter().refund('pay-1', 11_500, 'halaqa-refund-3')).toEqual({ providerRefundId: 'rf-1', amount: 11_500 });
  });

  test('an amount the adapter cannot read exactly is the provider\'s error (502 pay-005), never a guess', async () => {
    fake.on('GET /api/v2/payments/pay-3', { json: { id: 'pay-3', status: 'CLOSED', amount: '345.001', captures: [] } });
    expect(await codeOf(() => adapter().verify('pay-3'))).toBe('502 pay-005');
  });

  test('a webhook is accepted with the registered header value only', async () => {
    const body = Buffer.from(JSON.stringify({ id: 'pay-1', status: 'closed', amount: '345.00', captures: [{ id: 'c1', amount: '345.00' }], refunds: [] }));
    expect(adapter().readWebhook(body, { authorization: 'hook-value' }, NOW)).toEqual({ eventId: 'pay-1:closed:1:0', eventType: 'payment.closed', providerPaymentId: 'pay-1', status: 'COMPLETE' });
    expect(await codeOf(() => adapter().readWebhook(body, { authorization: 'hook-valuf' }, NOW))).toBe('400 pay-003');
    expect(await codeOf(() => adapter().readWebhook(body, {}, NOW))).toBe('400 pay-003');
  });
});
