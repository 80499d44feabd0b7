import { Type } from '@sinclair/typebox';
import { IdSchema, PasswordInputSchema } from '../../core/http-schemas';

export const EmailSchema = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const LinkToken = Type.String({ minLength: 1, maxLength: 512 });

export const EmailBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export const ExistsSchema = Type.Object({ exists: Type.Boolean() });
export const TokenBodySchema = Type.Object({ token: LinkToken }, { additionalProperties: false });
export const VerifiedSchema = Type.Object({ verified: Type.Literal(true) });

export const ResetRequestParamsSchema = Type.Object({ prefix: Type.String({ minLength: 1, maxLength: 63 }) });
export const ResetMemberBodySchema = Type.Object({ userId: IdSchema }, { additionalProperties: false });
export const ResetConfirmBodySchema = Type.Object({
  token: LinkToken,
  // Longer than the rules allow still reaches the handler, which answers pwd-001 (not req-001).
  password: PasswordInputSchema,
}, { additionalProperties: false });

/** 202 and 204 answers carry no body. */
export const NoContentSchema = Type.Null({ description: 'No body' });
