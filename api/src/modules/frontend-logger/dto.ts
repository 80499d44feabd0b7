import { Type, type Static } from '@sinclair/typebox';
import {
  FRONTEND_REPORT_KINDS, FRONTEND_REPORT_LIMITS, REPORT_AREA_PATTERN, REPORT_SESSION_PATTERN, type FrontendReportBatch,
} from '@halaqa/contracts/src/telemetry';
import { LanguageSchema, StringEnum } from '../../core/http-schemas';
import type { Assert, Same } from '../../core/type-checks';

const limits = FRONTEND_REPORT_LIMITS;

const FrontendReportSchema = Type.Object({
  kind: StringEnum(FRONTEND_REPORT_KINDS),
  message: Type.String({ maxLength: limits.message }),
  stack: Type.Optional(Type.String({ maxLength: limits.stack })),
  page: Type.String({ minLength: 1, maxLength: limits.page, description: 'Path of the page, without query or hash' }),
  area: Type.Optional(Type.String({ pattern: REPORT_AREA_PATTERN, description: "A remote's name, or shell" })),
  durationMs: Type.Optional(Type.Integer({ minimum: 0, maximum: limits.durationMs })),
});

export const FrontendReportBatchSchema = Type.Object({
  sessionId: Type.String({ pattern: REPORT_SESSION_PATTERN, description: 'Random per page load; never a user id' }),
  release: Type.Optional(Type.String({ pattern: `^[A-Za-z0-9._+-]{1,${limits.release}}$`, description: "The shell's build" })),
  language: LanguageSchema,
  reports: Type.Array(FrontendReportSchema, { minItems: 1, maxItems: limits.reportsPerRequest }),
});

/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type FrontendReportBatchContractCheck = Assert<Same<Static<typeof FrontendReportBatchSchema>, FrontendReportBatch>>;
