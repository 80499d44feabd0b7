import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { AccountingAdapter, AccountingDocument } from '../src/modules/commerce/invoices/accounting/adapter';
import { sendDueHandoffs } from '../src/modules/commerce/invoices/accounting/send-handoffs';
import type { InvoiceIssuedSchema } from '../src/modules/commerce/invoices/dto';
import { issueInvoice } from '../src/modules/commerce/invoices/issue-invoice';
import { decodeZatcaTlv } from '../src/modules/commerce/invoices/zatca-qr';
import { accountingHandoffs, invoices, sellerProfiles } from '../src/modules/commerce/tables';
import { pdfLines } from '../src/modules/lms/certificates/pdf/pdf-text';
import { organizations } from '../src/modules/organizations/tables';
import { users } from '../src/modules/users/tables';
import { createOrder } from './support/commerce-orders';
import { qrTextOfPdf } from './support/invoice-qr';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

// The accounting worker of the test server writes its journal here (before the server starts).
const journalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-accounting-'));
process.env.ACCOUNTING_DIR = journalDir;
process.env.ACCOUNTING_POLL_MS = '200';

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
afterAll(async () => {
  await server.close();
  fs.rmSync(journalDir, { recursive: true, force: true });
});

const headers = (token: string, prefix = 'demo') => ({ ...bearer(token), 'x-organization': prefix });

async function paidOrder(organizationId = demo, userId = member.id, over: Partial<Parameters<typeof createOrder>[2]> = {}) {
  const courseId = await createCourse(server.database.db, organizationId, { price: 100_000 });
  return createOrder(server.database.db, server.database.systemDb, {
    organizationId, userId, lines: [{ itemId: courseId, unitPrice: 100_000, discountAmount: 10_000, title: 'Islamic Finance', titleAr: 'التمويل الإسلامي' }],
    ...over,
  });
}

const invoiceRow = async (id: number) => (await server.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('issueInvoice', () => {
  test('a paid order: the next number, its reference, the seller, frozen lines, the ZATCA QR payload and the accounting hand-off', async () => {
    const order = await paidOrder();
    const invoice = await invoiceRow(order.invoiceId!);
    expect(invoice).toMatchObject({
      organizationId: demo, orderId: order.orderId, kind: 'INVOICE', reference: `INV-${String(invoice.number).padStart(6, '0')}`,
      amountWithoutTax: 90_000, taxAmount: 13_500, totalAmount: 103_500, currency: 'SAR',
      sellerName: 'أكاديمية حلقة التجريبية', sellerVatNumber: '310122393500003', refundId: null,
    });
    expect(invoice.lines).toEqual([expect.objectContaining({
      purchasedItemId: order.itemIds[0], title: 'Islamic Finance', titleAr: 'التمويل الإسلامي',
      unitPrice: 100_000, discountAmount: 10_000, amountWithoutTax: 90_000, taxRateBasisPoints: 1500, taxAmount: 13_500, totalAmount: 103_500,
    })]);
    expect(decodeZatcaTlv(invoice.qrTlv)).toEqual({
      sellerName: 'أكاديمية حلقة التجريبية', vatNumber: '310122393500003',
      timestamp: invoice.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'), totalWithVat: '1035.00', vatAmount: '135.00',
    });
    const [handoff] = await server.database.db.select().from(accountingHandoffs).where(eq(accountingHandoffs.invoiceId, invoice.id));
    expect(handoff).toMatchObject({ organizationId: demo });
  });

  test('a replay answers the same invoice; an order of total 0 has none', async () => {
    const order = await paidOrder();
    expect(await server.database.systemDb.transaction((tx) => issueInvoice(tx, order.orderId))).toBe(order.invoiceId);
    const courseId = await createCourse(server.database.db, demo);
    const free = await createOrder(server.database.db, server.database.systemDb, { organizationId: demo, userId: member.id, lines: [{ itemId: courseId, unitPrice: 0 }] });
    expect(free.invoiceId).toBeNull();
  });

  describe('numbers: gapless and unique per organization and kind', () => {
    let ledger: number;
    let buyer: number;
    beforeAll(async () => {
      const db = server.database.db;
      const [org] = await db.insert(organizations).values({ name: 'Ledger Academy', nameArabic: 'أكاديمية الدفتر', domainPrefix: 'ledger' }).returning({ id: organizations.id });
      ledger = org!.id;
      await db.insert(sellerProfiles).values({ organizationId: ledger, sellerName: 'Ledger Academy', sellerNameAr: 'أكاديمية الدفتر للتدريب', vatNumber: '300000000000003' });
      const [user] = await db.insert(users).values({ organizationId: ledger, email: 'buyer@ledger.test', firstName: 'Buyer', lastName: 'One', isVerified: true })
        .returning({ id: users.id });
      buyer = user!.id;
    });

    const numbersOf = async (organizationId: number) => (await server.database.db.select({ number: invoices.number }).from(invoices)
      .where(and(eq(invoices.organizationId, organizationId), eq(invoices.kind, 'INVOICE'))).orderBy(asc(invoices.number))).map((row) => row.number);

    test('30 orders completing at once in separate transactions get 1..30, no gap, no duplicate; a rolled-back issue returns its number', async () => {
      const orders: Array<Awaited<ReturnType<typeof paidOrder>>> = [];
      for (let index = 0; index < 31; index++) orders.push(await paidOrder(ledger, buyer, { invoice: false }));
      // A transaction that takes a number and then fails: the number goes back.
      await expect(server.database.systemDb.transaction(async (tx) => {
        await issueInvoice(tx, orders[30]!.orderId);
        throw new Error('the completion failed after the invoice');
      })).rejects.toThrow('the completion failed');
      expect(await numbersOf(ledger)).toEqual([]);

      const ids = await Promise.all(orders.slice(0, 30).map((order) => server.database.systemDb.transaction((tx) => issueInvoice(tx, order.orderId))));
      expect(new Set(ids).size).toBe(30);
      expect(await numbersOf(ledger)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
      // demo's numbers run on their own.
      expect(await numbersOf(demo)).not.toContain(31);
      // The rolled-back order, issued again now, takes the next number: 31.
      const last = await server.database.systemDb.transaction((tx) => issueInvoice(tx, orders[30]!.orderId));
      expect((await invoiceRow(last!)).reference).toBe('INV-000031');
      expect(decodeZatcaTlv((await invoiceRow(last!)).qrTlv).sellerName).toBe('أكاديمية الدفتر للتدريب');
    }, 60_000);
  });
});

describe('GET orders/invoices/{invoiceId}/pdf', () => {
  const download = (invoiceId: number | string, token: string, query = '', prefix = 'demo') =>
    server.request<ErrorBody>(`/api/orders/invoices/${invoiceId}/pdf${query}`, { headers: headers(token, prefix) });
  // The test client reads bodies as text: the PDF's bytes come through fetch.
  const downloadBytes = async (invoiceId: number, token: string, query = '') => {
    const res = await fetch(`${server.baseUrl}/api/orders/invoices/${invoiceId}/pdf${query}`, { headers: headers(token) });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  test('the member downloads their invoice in English and in Arabic, with its figures', async () => {
    const order = await paidOrder();
    const { reference } = await invoiceRow(order.invoiceId!);
    const english = await downloadBytes(order.invoiceId!, member.token, '?language=en');
    expect({ status: english.status, type: english.type }).toEqual({ status: 200, type: 'application/pdf' });
    expect(english.disposition).toContain(`${reference}-en.pdf`);
    const en = await pdfLines(english.bytes);
    expect(en).toContain('Simplified Tax Invoice');
    expect(en).toContain('Halaqa Demo Academy');
    expect(en).toContain('VAT number: 310122393500003');
    expect(en).toContain(`Invoice number: ${reference}`);
    expect(en).toContain('Islamic Finance 1,000.00 100.00 15% 135.00 1,035.00');
    expect(en).toContain('Total excluding VAT 900.00 SAR');
    expect(en).toContain('Total VAT 135.00 SAR');
    expect(en).toContain('Total including VAT 1,035.00 SAR');

    const arabic = await downloadBytes(order.invoiceId!, member.token, '?language=ar');
    expect(arabic.status).toBe(200);
    const ar = await pdfLines(arabic.bytes);
    const onOneLine = (...parts: string[]) => ar.some((line) => parts.every((part) => line.includes(part)));
    expect(ar).toContain('فاتورة ضريبية مبسطة');
    expect(ar).toContain('أكاديمية حلقة التجريبية');
    expect(onOneLine('الرقم الضريبي', '310122393500003')).toBe(true);
    expect(onOneLine('رقم الفاتورة', reference)).toBe(true);
    expect(onOneLine('التمويل الإسلامي', '1,000.00', '100.00', '15%', '135.00', '1,035.00')).toBe(true);
    expect(onOneLine('الإجمالي شامل الضريبة', '1,035.00', 'ريال')).toBe(true);
  }, 30_000);

  test('the QR code on the PDF reads back as the invoice\'s ZATCA payload', async () => {
    const order = await paidOrder();
    const invoice = await invoiceRow(order.invoiceId!);
    for (const language of ['en', 'ar']) {
      const payload = await qrTextOfPdf((await downloadBytes(order.invoiceId!, member.token, `?language=${language}`)).bytes);
      expect(payload).toBe(invoice.qrTlv);
      expect(decodeZatcaTlv(payload!)).toMatchObject({ sellerName: 'أكاديمية حلقة التجريبية', vatNumber: '310122393500003', totalWithVat: '1035.00', vatAmount: '135.00' });
    }
  }, 30_000);

  test("the request's language is the default; an administrator reads any of the organization's invoices", async () => {
    const order = await paidOrder();
    const res = await fetch(`${server.baseUrl}/api/orders/invoices/${order.invoiceId}/pdf`, { headers: { ...headers(admin), 'x-lang': 'ar' } });
    expect(res.status).toBe(200);
    expect(await pdfLines(new Uint8Array(await res.arrayBuffer()))).toContain('فاتورة ضريبية مبسطة');
  }, 30_000);

  test("another member's invoice, another organization's, and an unknown one are 404; bad input is 400", async () => {
    const order = await paidOrder();
    expect((await download(order.invoiceId!, other.token)).status).toBe(404);
    const nourMember = await server.memberToken('nour');
    const nourAdmin = await server.memberToken('nour', { isAdministrator: true });
    for (const token of [nourMember, nourAdmin]) {
      const res = await download(order.invoiceId!, token, '', 'nour');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    }
    const demoAtNour = await download(order.invoiceId!, member.token, '', 'nour');
    expect({ status: demoAtNour.status, code: demoAtNour.body.code }).toEqual({ status: 403, code: 'auth-002' });
    expect((await download(2_000_000_000, member.token)).body.code).toBe('req-002');
    for (const [id, query] of [['abc', ''], [order.invoiceId!, '?language=fr']] as const) {
      const res = await download(id, member.token, query);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'req-001' });
    }
    const visitor = await server.request<ErrorBody>(`/api/orders/invoices/${order.invoiceId}/pdf`, { headers: { 'x-organization': 'demo' } });
    expect({ status: visitor.status, code: visitor.body.code }).toEqual({ status: 401, code: 'auth-006' });
  });
});

describe('POST orders/{orderId}/invoice (administrators)', () => {
  type Issued = Static<typeof InvoiceIssuedSchema> & ErrorBody;
  const create = (orderId: number | string, token = admin, prefix = 'demo') =>
    server.request<Issued>(`/api/orders/${orderId}/invoice`, { method: 'POST', headers: headers(token, prefix) });

  test('issues the missing invoice of a paid order (201), then answers it (200)', async () => {
    const order = await paidOrder(demo, member.id, { invoice: false });
    const first = await create(order.orderId);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/^INV-\d{6}$/), issuedAt: expect.any(String), totalAmount: 103_500 });
    const again = await create(order.orderId);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
  });

  test('an unpaid or free order is 409 ord-006; another organization\'s is 404; a member is 403; bad ids 400', async () => {
    const cart = await paidOrder(demo, member.id, { status: 'PENDING' });
    expect((await create(cart.orderId)).body.code).toBe('ord-006');
    const courseId = await createCourse(server.database.db, demo);
    const free = await createOrder(server.database.db, server.database.systemDb, { organizationId: demo, userId: member.id, lines: [{ itemId: courseId, unitPrice: 0 }] });
    const freeAnswer = await create(free.orderId);
    expect({ status: freeAnswer.status, code: freeAnswer.body.code }).toEqual({ status: 409, code: 'ord-006' });
    const nourMembers = await createMembers(server.database.db, nour, 1);
    const nourOrder = await paidOrder(nour, nourMembers[0]!.id);
    expect((await create(nourOrder.orderId)).body.code).toBe('req-002');
    const asMember = await create(nourOrder.orderId, member.token);
    expect({ status: asMember.status, code: asMember.body.code }).toEqual({ status: 403, code: 'perm-001' });
    expect((await create('0')).status).toBe(400);
  });
});

describe('the accounting hand-off', () => {
  const journal = () => {
    const file = path.join(journalDir, 'demo.journal.jsonl');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as AccountingDocument) : [];
  };
  const waitFor = async <T>(read: () => T | Promise<T>, ok: (value: T) => boolean): Promise<T> => {
    const until = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const handoffOf = async (invoiceId: number) => (await server.database.db.select().from(accountingHandoffs).where(eq(accountingHandoffs.invoiceId, invoiceId)))[0]!;

  test('a document the adapter refuses stays due with the error, and is tried again', async () => {
    const db = server.database.db;
    // The local journal refuses a prefix that is no slug (it would become a path).
    const [org] = await db.insert(organizations).values({ name: 'Odd', nameArabic: 'غريب', domainPrefix: 'odd_prefix' }).returning({ id: organizations.id });
    await db.insert(sellerProfiles).values({ organizationId: org!.id, sellerName: 'Odd', sellerNameAr: 'غريب', vatNumber: '300000000000003' });
    const [user] = await db.insert(users).values({ organizationId: org!.id, email: 'odd@odd.test', firstName: 'Odd', lastName: 'One', isVerified: true }).returning({ id: users.id });
    const order = await paidOrder(org!.id, user!.id);
    const row = await waitFor(() => handoffOf(order.invoiceId!), (handoff) => handoff.attempts >= 2);
    expect(row).toMatchObject({ sentAt: null, lastError: 'not a domain prefix: odd_prefix' });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
  });

  test('sendDueHandoffs sends through the adapter it is given, and marks what it sent', async () => {
    const [odd] = await server.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, 'odd_prefix'));
    const [refused] = await server.database.db.select().from(accountingHandoffs).where(eq(accountingHandoffs.organizationId, odd!.id));
    const sent: AccountingDocument[] = [];
    const recording: AccountingAdapter = { name: 'recording', send: async (document) => { sent.push(document); } };
    // The server's worker keeps failing the odd row meanwhile (it holds the row while it tries: SKIP LOCKED passes it by).
    for (let pass = 0; pass < 50 && sent.length === 0; pass++) {
      const report = await sendDueHandoffs(server.database.systemDb, recording, new Date());
      expect(report.sent).toBe(sent.length);
      if (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sent.map((document) => [document.domainPrefix, document.invoiceId])).toEqual([['odd_prefix', refused!.invoiceId]]);
    expect((await handoffOf(refused!.invoiceId)).sentAt).not.toBeNull();
  });

  test('the worker appends each issued invoice to the organization\'s journal once and marks it sent', async () => {
    const order = await paidOrder();
    const { reference } = await invoiceRow(order.invoiceId!);
    const lines = await waitFor(journal, (documents) => documents.some((document) => document.reference === reference));
    expect(lines.filter((document) => document.reference === reference)).toEqual([expect.objectContaining({
      domainPrefix: 'demo', kind: 'INVOICE', reference, orderId: order.orderId, totalAmount: 103_500, taxAmount: 13_500, amountWithoutTax: 90_000,
      correctsReference: null, seller: { name: 'أكاديمية حلقة التجريبية', vatNumber: '310122393500003' },
      customer: expect.objectContaining({ userId: member.id }), lines: [expect.objectContaining({ title: 'Islamic Finance', totalAmount: 103_500 })],
    })]);
    expect((await waitFor(() => handoffOf(order.invoiceId!), (row) => row.sentAt !== null)).sentAt).not.toBeNull();
  });

  test('re-queued by an administrator, the order\'s documents go again; members may not, unknown orders are 404', async () => {
    const order = await paidOrder();
    await waitFor(() => handoffOf(order.invoiceId!), (row) => row.sentAt !== null);
    const requeued = await server.request<{ queued: number } & ErrorBody>(`/api/orders/${order.orderId}/accounting-handoff`, { method: 'POST', headers: headers(admin) });
    expect({ status: requeued.status, body: requeued.body }).toEqual({ status: 202, body: { queued: 1 } });
    // The server's worker sends it again (woken by the commit): the journal has it twice now.
    const { reference } = await invoiceRow(order.invoiceId!);
    const twice = await waitFor(journal, (documents) => documents.filter((document) => document.reference === reference).length === 2);
    expect(twice.filter((document) => document.reference === reference)).toHaveLength(2);

    const members = await server.request<ErrorBody>(`/api/orders/${order.orderId}/accounting-handoff`, { method: 'POST', headers: headers(member.token) });
    expect({ status: members.status, code: members.body.code }).toEqual({ status: 403, code: 'perm-001' });
    const unknown = await server.request<ErrorBody>('/api/orders/2000000000/accounting-handoff', { method: 'POST', headers: headers(admin) });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'req-002' });
  });
});
