import type { InvoiceKind } from '../../tables';
import type { InvoiceLine } from '../invoice-lines';

/**
 * An invoice or credit note as the accounting system receives it (amounts
 * in halalas, as stored). `reference` is unique per organization: a
 * receiver deduplicates by it, since a hand-off is sent at least once (a
 * crash between sending and marking it sent sends it again).
 */
export interface AccountingDocument {
  organizationId: number;
  domainPrefix: string;
  invoiceId: number;
  kind: InvoiceKind;
  number: number;
  reference: string;
  /** A credit note: the invoice it corrects. */
  correctsReference: string | null;
  orderId: number;
  customer: { userId: number; name: string; email: string };
  issuedAt: string;
  currency: string;
  amountWithoutTax: number;
  taxAmount: number;
  totalAmount: number;
  seller: { name: string; vatNumber: string };
  lines: InvoiceLine[];
}

/** Where documents go: the local journal by default; an accounting system's API when one is configured. */
export interface AccountingAdapter {
  readonly name: string;
  send(document: AccountingDocument): Promise<void>;
}
