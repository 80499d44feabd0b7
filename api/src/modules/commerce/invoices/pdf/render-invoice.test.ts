import { pdfLines } from '../../../lms/certificates/pdf/pdf-text';
import { renderInvoicePdf, type InvoiceDocument } from './render-invoice';

const invoice = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  language: 'ar',
  kind: 'INVOICE',
  reference: 'INV-000042',
  correctsReference: null,
  issuedAt: new Date('2026-03-01T09:30:00Z'),
  orderId: 17,
  customerName: 'سلمى العلي',
  seller: {
    name: 'Halaqa Demo Academy', nameAr: 'أكاديمية حلقة التجريبية', vatNumber: '310122393500003',
    address: 'King Fahd Road, Riyadh 12271', addressAr: 'طريق الملك فهد، الرياض 12271',
  },
  currency: 'SAR',
  lines: [
    {
      purchasedItemId: 1, itemType: 'COURSE', itemId: 5, title: 'Islamic Finance Principles', titleAr: 'مبادئ التمويل الإسلامي',
      unitPrice: 100_000, discountAmount: 10_000, amountWithoutTax: 90_000, taxRateBasisPoints: 1500, taxAmount: 13_500, totalAmount: 103_500,
    },
    {
      purchasedItemId: 2, itemType: 'SPECIALIZATION', itemId: 3, title: 'Data Analysis Track', titleAr: 'مسار تحليل البيانات لا غنى عنه',
      unitPrice: 20_000, discountAmount: 0, amountWithoutTax: 20_000, taxRateBasisPoints: 1500, taxAmount: 3_000, totalAmount: 23_000,
    },
  ],
  amountWithoutTax: 110_000,
  taxAmount: 16_500,
  totalAmount: 126_500,
  qrTlv: 'AQ==',
  ...over,
});

test('an Arabic invoice: the title, seller, VAT number, lines and totals read right from the PDF', async () => {
  const bytes = await renderInvoicePdf(invoice());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const lines = await pdfLines(bytes);
  const text = lines.join('\n');
  expect(lines).toContain('فاتورة ضريبية مبسطة');
  expect(lines).toContain('أكاديمية حلقة التجريبية');
  // A reader drops the space where a right-to-left run meets a left-to-right one: the label and its value on one line.
  const onOneLine = (...parts: string[]) => lines.some((line) => parts.every((part) => line.includes(part)));
  expect(onOneLine('الرقم الضريبي', '310122393500003')).toBe(true);
  expect(onOneLine('رقم الفاتورة', 'INV-000042')).toBe(true);
  // 09:30 UTC is 12:30 in Riyadh.
  expect(onOneLine('تاريخ الإصدار', '01/03/2026', '12:30')).toBe(true);
  expect(text).toContain('مبادئ التمويل الإسلامي');
  expect(text).toContain('مسار تحليل البيانات لا غنى عنه');
  expect(onOneLine('مبادئ التمويل الإسلامي', '1,000.00', '100.00', '15%', '135.00', '1,035.00')).toBe(true);
  expect(onOneLine('مسار تحليل البيانات', '200.00', '0.00', '30.00', '230.00')).toBe(true);
  expect(onOneLine('الإجمالي قبل الضريبة', '1,100.00', 'ريال')).toBe(true);
  expect(onOneLine('إجمالي ضريبة القيمة المضافة', '165.00', 'ريال')).toBe(true);
  expect(onOneLine('الإجمالي شامل الضريبة', '1,265.00', 'ريال')).toBe(true);
}, 20_000);

test('an English credit note names the invoice it corrects and the amount refunded', async () => {
  const lines = await pdfLines(await renderInvoicePdf(invoice({
    language: 'en', kind: 'CREDIT_NOTE', reference: 'CN-000003', correctsReference: 'INV-000042', customerName: 'Salma Al-Ali',
    lines: [invoice().lines[0]!], amountWithoutTax: 90_000, taxAmount: 13_500, totalAmount: 103_500,
  })));
  const text = lines.join('\n');
  expect(lines).toContain('Credit Note');
  expect(lines).toContain('Halaqa Demo Academy');
  expect(text).toContain('VAT number: 310122393500003');
  expect(text).toContain('Credit note number: CN-000003');
  expect(text).toContain('Credit note for invoice INV-000042');
  expect(text).toContain('Islamic Finance Principles');
  expect(lines).toContain('Islamic Finance Principles 1,000.00 100.00 15% 135.00 1,035.00');
  expect(lines).toContain('Amount refunded including VAT 1,035.00 SAR');
  expect(text).toContain('Issue date: 2026-03-01 12:30');
  expect(text).not.toContain('Data Analysis Track');
}, 20_000);
