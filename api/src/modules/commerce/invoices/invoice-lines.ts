/**
 * A line of an invoice or credit note as it was issued (invoices.lines,
 * jsonb): the item's name and figures frozen, so a later change of the
 * catalogue or of the order never changes a document already given out.
 * Amounts in halalas.
 */
export interface InvoiceLine {
  purchasedItemId: number;
  itemType: string;
  itemId: number;
  title: string;
  titleAr: string;
  unitPrice: number;
  discountAmount: number;
  /** The VAT base: unitPrice - discountAmount. */
  amountWithoutTax: number;
  taxRateBasisPoints: number;
  taxAmount: number;
  totalAmount: number;
}

/** Reads the stored jsonb back (written only by issue-invoice and issue-credit-note). */
export function linesOf(value: unknown): InvoiceLine[] {
  if (!Array.isArray(value)) throw new Error('invoice lines are not a list');
  return value as InvoiceLine[];
}
