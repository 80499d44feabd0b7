import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, StringEnum } from '../../../core/http-schemas';
import { INTERCHANGE_FORMATS } from './model';

/** The import and export calls' shapes (docs/design/exams-api.md "Bank"). */

/** 2 MB of text (characters; the body limit allows for JSON escapes and Arabic in UTF-8). */
export const MAX_IMPORT_CHARS = 2 * 1024 * 1024;

export const ImportInputSchema = Type.Object({
  format: StringEnum(INTERCHANGE_FORMATS),
  content: Type.String({ minLength: 1, maxLength: MAX_IMPORT_CHARS, description: 'The file\'s text (UTF-8), at most 2 MB' }),
  categoryId: Type.Optional(IdSchema),
}, { additionalProperties: false });
export type ImportInput = Static<typeof ImportInputSchema>;

const SkippedSchema = Type.Object({
  index: Type.Integer({ description: "The question's place among the file's questions (1-based)" }),
  name: Type.String(),
  reason: Type.String(),
});

export const ImportReportSchema = Type.Object({
  imported: Type.Integer({ description: 'Top-level questions imported (a case counts once, with its questions)' }),
  questionIds: Type.Array(Type.Integer()),
  skipped: Type.Array(SkippedSchema, { description: 'What could not be imported, and why' }),
});
export type ImportReport = Static<typeof ImportReportSchema>;

export const ExportQuerySchema = Type.Object({
  format: StringEnum(INTERCHANGE_FORMATS),
  categoryId: Type.Optional(IdSchema),
  questionIds: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,999}$', maxLength: 11_000, description: 'Question ids separated by commas' })),
}, { additionalProperties: false });
export type ExportQuery = Static<typeof ExportQuerySchema>;
