import type { Language } from '@halaqa/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { InvoiceKind } from '../../tables';
import type { InvoiceLine } from '../invoice-lines';
import { groupedAmount } from '../money-text';
import { INVOICE_WORDING, ratePercent, riyadhTime } from './invoice-texts';
import { drawLine, fitted, wrapped, type LineStyle } from './pdf-line';

/** Everything an invoice or credit note prints: its stored figures and the seller in both languages. */
export interface InvoiceDocument {
  language: Language;
  kind: InvoiceKind;
  reference: string;
  /** A credit note: the invoice it corrects. */
  correctsReference: string | null;
  issuedAt: Date;
  orderId: number;
  customerName: string;
  seller: { name: string; nameAr: string; vatNumber: string; address: string; addressAr: string };
  currency: string;
  lines: readonly InvoiceLine[];
  amountWithoutTax: number;
  taxAmount: number;
  totalAmount: number;
  /** The ZATCA TLV payload (base64): what the QR code encodes. */
  qrTlv: string;
}

/** A4 portrait, in points. */
const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 48;
const CONTENT = WIDTH - 2 * MARGIN;
const QR_SIZE = 112;
const INK = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#1e3a5f';
const RULE = '#d1d5db';
const ROW = 20;
/** A column's label takes up to two lines of this height. */
const HEADER_LINE = 10;
/** Below this the totals and the footer no longer fit: the table goes on on a new page. */
const LAST_ROW_Y = HEIGHT - MARGIN - 130;

type Column = 'item' | 'price' | 'discount' | 'rate' | 'vat' | 'total';
/** Widths in reading order; the item takes what is left. */
const FIXED: ReadonlyArray<[Exclude<Column, 'item'>, number]> = [['price', 72], ['discount', 56], ['rate', 48], ['vat', 60], ['total', 80]];

/** Each column's box, mirrored for a right-to-left document (its first column on the right). */
function columnBoxes(rtl: boolean): Record<Column, { x: number; width: number }> {
  const widths: Array<[Column, number]> = [['item', CONTENT - FIXED.reduce((sum, [, width]) => sum + width, 0)], ...FIXED];
  const boxes = {} as Record<Column, { x: number; width: number }>;
  let x = rtl ? MARGIN + CONTENT : MARGIN;
  for (const [column, width] of widths) {
    if (rtl) x -= width;
    boxes[column] = { x, width };
    if (!rtl) x += width;
  }
  return boxes;
}

/** The QR code as vector squares (crisp at any zoom, no image decoder needed), with its quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / (modules.size + 8);
  doc.rect(x, y, QR_SIZE, QR_SIZE).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/**
 * The simplified tax invoice (or credit note) as a PDF: seller, VAT number,
 * number, date and time, lines with their VAT, totals and the ZATCA QR
 * code, in Arabic or English, drawn with pdfkit as certificates are
 * (Arabic shaped by fontkit, lines ordered by bidi-js, text extractable).
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const rtl = invoice.language === 'ar';
  const words = INVOICE_WORDING[invoice.language];
  const seller = rtl
    ? { name: invoice.seller.nameAr || invoice.seller.name, address: invoice.seller.addressAr || invoice.seller.address }
    : { name: invoice.seller.name || invoice.seller.nameAr, address: invoice.seller.address || invoice.seller.addressAr };
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT], margin: 0, lang: rtl ? 'ar' : 'en', displayTitle: true,
    info: { Title: `${words.title[invoice.kind]} ${invoice.reference}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const style = (over: Partial<LineStyle> = {}): LineStyle => ({ size: 10, weight: 400, rtl, color: INK, align: 'start', ...over });
  const line = (text: string, y: number, over: Partial<LineStyle> = {}, box = { x: MARGIN, width: CONTENT }) =>
    drawLine(doc, text, { ...box, y }, style(over));

  // The header beside the QR code, which sits at the end side (right in English, left in Arabic).
  const header = { x: rtl ? MARGIN + QR_SIZE + 16 : MARGIN, width: CONTENT - QR_SIZE - 16 };
  drawQr(doc, invoice.qrTlv, rtl ? MARGIN : MARGIN + CONTENT - QR_SIZE, MARGIN - 8);
  line(words.title[invoice.kind], MARGIN, { size: 20, weight: 700, color: ACCENT }, header);
  line(seller.name, MARGIN + 34, { size: 12, weight: 700 }, header);
  line(`${words.vatNumber}: ${invoice.seller.vatNumber}`, MARGIN + 52, {}, header);
  line(seller.address, MARGIN + 67, { color: MUTED }, header);
  let y = MARGIN + 92;
  const facts = [
    `${words.number[invoice.kind]}: ${invoice.reference}`,
    ...(invoice.correctsReference ? [words.corrects(invoice.correctsReference)] : []),
    `${words.issuedAt}: ${riyadhTime(invoice.issuedAt, invoice.language)}`,
    `${words.order}: ${invoice.orderId}`,
    `${words.customer}: ${invoice.customerName}`,
  ];
  for (const fact of facts) {
    line(fact, y, {}, header);
    y += 15;
  }

  // The lines.
  const columns = columnBoxes(rtl);
  const cellBox = (column: Column) => ({ x: columns[column].x + 4, width: columns[column].width - 8 });
  const cellStyle = (column: Column, over: Partial<LineStyle> = {}) => style({ size: 9, align: column === 'item' ? 'start' : 'end', ...over });
  const cell = (column: Column, text: string, rowY: number) => {
    const box = cellBox(column);
    drawLine(doc, column === 'item' ? fitted(doc, text, box.width, cellStyle(column)) : text, { ...box, y: rowY }, cellStyle(column));
  };
  const tableHeader = () => {
    y += 14;
    doc.rect(MARGIN, y - 6, CONTENT, 2 * HEADER_LINE + 8).fill('#eef2f7');
    for (const [column, label] of Object.entries(words.columns) as Array<[Column, string]>) {
      const labelStyle = cellStyle(column, { weight: 700, size: 8 });
      wrapped(doc, label, cellBox(column).width, labelStyle)
        .forEach((part, index) => drawLine(doc, part, { ...cellBox(column), y: y + index * HEADER_LINE }, labelStyle));
    }
    y += 2 * HEADER_LINE + 10;
  };
  tableHeader();
  for (const item of invoice.lines) {
    if (y > LAST_ROW_Y) {
      doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
      y = MARGIN;
      tableHeader();
    }
    cell('item', rtl ? item.titleAr || item.title : item.title || item.titleAr, y);
    cell('price', groupedAmount(item.unitPrice), y);
    cell('discount', groupedAmount(item.discountAmount), y);
    cell('rate', ratePercent(item.taxRateBasisPoints), y);
    cell('vat', groupedAmount(item.taxAmount), y);
    cell('total', groupedAmount(item.totalAmount), y);
    y += ROW;
    doc.moveTo(MARGIN, y - 6).lineTo(MARGIN + CONTENT, y - 6).lineWidth(0.5).stroke(RULE);
  }

  // The totals, at the end side under the amounts.
  y += 10;
  const totalsBox = { x: rtl ? MARGIN : MARGIN + CONTENT - 300, width: 300 };
  const totals: Array<[string, number, boolean]> = [
    [words.totals.withoutVat, invoice.amountWithoutTax, false],
    [words.totals.vat, invoice.taxAmount, false],
    [invoice.kind === 'CREDIT_NOTE' ? words.totals.refunded : words.totals.withVat, invoice.totalAmount, true],
  ];
  for (const [label, amount, strong] of totals) {
    const weight = strong ? 700 : 400;
    line(label, y, { weight, size: strong ? 11 : 10 }, totalsBox);
    line(words.money(amount, invoice.currency), y, { weight, size: strong ? 11 : 10, align: 'end' }, totalsBox);
    y += strong ? 20 : 16;
  }
  line(words.footer, HEIGHT - MARGIN - 10, { size: 8, color: MUTED });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
