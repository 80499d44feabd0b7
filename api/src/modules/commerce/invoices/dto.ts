import { Type } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, StringEnum } from '../../../core/http-schemas';
import { LANGUAGES } from '@halaqa/contracts';

export const InvoiceParamsSchema = Type.Object({ invoiceId: IdSchema });
export const InvoicePdfQuerySchema = Type.Object({
  language: Type.Optional(StringEnum(LANGUAGES, { description: "The document's language (default: the request's x-lang)" })),
}, { additionalProperties: false });

export const InvoiceIssuedSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'INV-000042' }),
  issuedAt: DateTimeSchema,
  totalAmount: Type.Integer({ description: 'Halalas, VAT included' }),
});

export const HandoffQueuedSchema = Type.Object({ queued: Type.Integer({ description: "The order's documents queued for accounting" }) });
