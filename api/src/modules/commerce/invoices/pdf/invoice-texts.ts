import type { Language } from '@halaqa/contracts';
import type { InvoiceKind } from '../../tables';
import { groupedAmount } from '../money-text';

/** What an invoice says around its figures, in the language it is drawn in (a document: not the reader's interface language). */
export interface InvoiceWording {
  title: Record<InvoiceKind, string>;
  number: Record<InvoiceKind, string>;
  corrects: (reference: string) => string;
  issuedAt: string;
  order: string;
  customer: string;
  vatNumber: string;
  columns: { item: string; price: string; discount: string; rate: string; vat: string; total: string };
  totals: { withoutVat: string; vat: string; withVat: string; refunded: string };
  money: (halalas: number, currency: string) => string;
  footer: string;
}

export const INVOICE_WORDING: Record<Language, InvoiceWording> = {
  en: {
    title: { INVOICE: 'Simplified Tax Invoice', CREDIT_NOTE: 'Credit Note' },
    number: { INVOICE: 'Invoice number', CREDIT_NOTE: 'Credit note number' },
    corrects: (reference) => `Credit note for invoice ${reference}`,
    issuedAt: 'Issue date',
    order: 'Order',
    customer: 'Customer',
    vatNumber: 'VAT number',
    columns: { item: 'Item', price: 'Price excl. VAT', discount: 'Discount', rate: 'VAT %', vat: 'VAT', total: 'Total incl. VAT' },
    totals: { withoutVat: 'Total excluding VAT', vat: 'Total VAT', withVat: 'Total including VAT', refunded: 'Amount refunded including VAT' },
    money: (halalas, currency) => `${groupedAmount(halalas)} ${currency}`,
    footer: 'Amounts in Saudi riyals. Times in Riyadh time (UTC+3).',
  },
  ar: {
    title: { INVOICE: 'فاتورة ضريبية مبسطة', CREDIT_NOTE: 'إشعار دائن' },
    number: { INVOICE: 'رقم الفاتورة', CREDIT_NOTE: 'رقم الإشعار الدائن' },
    corrects: (reference) => `إشعار دائن للفاتورة ${reference}`,
    issuedAt: 'تاريخ الإصدار',
    order: 'الطلب',
    customer: 'العميل',
    vatNumber: 'الرقم الضريبي',
    columns: { item: 'البند', price: 'السعر قبل الضريبة', discount: 'الخصم', rate: 'نسبة الضريبة', vat: 'الضريبة', total: 'الإجمالي مع الضريبة' },
    totals: { withoutVat: 'الإجمالي قبل الضريبة', vat: 'إجمالي ضريبة القيمة المضافة', withVat: 'الإجمالي شامل الضريبة', refunded: 'المبلغ المسترد شامل الضريبة' },
    money: (halalas, currency) => `${groupedAmount(halalas)} ${currency === 'SAR' ? 'ريال' : currency}`,
    // No brackets: a right-to-left line would need mirrored glyphs, which the drawing does not do.
    footer: 'المبالغ بالريال السعودي والأوقات بتوقيت الرياض',
  },
};

/** A VAT rate in basis points as a percentage: 1500 -> "15%", 1250 -> "12.5%". */
export function ratePercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/**
 * Date and time of issue in Riyadh (the seller's VAT is Saudi; the QR code
 * carries the UTC instant), Western digits in both languages as on Saudi
 * documents: 2026-03-01 12:30 in English, 01/03/2026 12:30 in Arabic. After
 * Arabic letters digits are Arabic numbers to the bidi algorithm, which keeps
 * them together across a slash but not across a hyphen (2026-03-01 would
 * show as 01-03-2026).
 */
export function riyadhTime(at: Date, language: Language): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(at).map((part) => [part.type, part.value]));
  const date = language === 'ar' ? `${parts.day}/${parts.month}/${parts.year}` : `${parts.year}-${parts.month}-${parts.day}`;
  return `${date} ${parts.hour}:${parts.minute}`;
}
