import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ALL_ERROR_CODES, LANGUAGES, PASSWORD_MAX_LENGTH, type ErrorCode } from '@halaqa/contracts';

/** A string enum that shows as `enum` in OpenAPI and as a literal union in TypeScript. */
export function StringEnum<T extends string>(values: readonly T[], options: { description?: string; default?: T } = {}): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const LanguageSchema = StringEnum(LANGUAGES);

/**
 * An ISO 8601 instant the database can store: RFC 3339 allows a leap second
 * (`23:59:60`) and year 0000, PostgreSQL stores neither, so both are a 400.
 */
export const DateTimeSchema = Type.String({ format: 'date-time', pattern: '^(?!0000)\\d{4}-\\d\\d-\\d\\d[Tt]\\d\\d:\\d\\d:[0-5]\\d' });

/**
 * A password as input: bounded so hashing cost is bounded (the rules of spec
 * section 5 are checked by the services, with their own error code).
 */
export const PasswordInputSchema = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 8 });

/** Text in both interface languages. */
export const LocalizedTextSchema = Type.Object({ en: Type.String(), ar: Type.String() });

/** PostgreSQL `integer` ids: bounded so huge numbers are a 400, never a database error. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ErrorBodySchema = Type.Object({
  statusCode: Type.Integer(),
  code: StringEnum<ErrorCode>(ALL_ERROR_CODES),
  message: Type.String(),
  requestId: Type.Optional(Type.String({ description: 'The request id, as in the x-request-id answer header and the log' })),
  details: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'What some codes carry besides the message (ord-004: the re-priced cart)' })),
}, { description: 'Error answer: one of the catalogue codes of @halaqa/contracts' });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 423 | 429;

/** Error responses of a route: the listed statuses plus 500. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S | 500, typeof ErrorBodySchema> {
  const out = { 500: ErrorBodySchema } as Record<S | 500, typeof ErrorBodySchema>;
  for (const status of statuses) out[status] = ErrorBodySchema;
  return out;
}

/** Headers every tenant-scoped route reads (documented for the generated client). */
export const TenantHeadersSchema = Type.Object({
  'x-organization': Type.Optional(Type.String({ description: 'Domain prefix of the organization (else the Host subdomain, else the default one)' })),
  'x-lang': Type.Optional(Type.String({ description: 'en or ar; anything else means en' })),
});

export const bearerSecurity = [{ bearerAuth: [] as string[] }];
