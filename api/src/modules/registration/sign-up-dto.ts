import { Type, type Static } from '@sinclair/typebox';
import { LanguageSchema, Nullable, PasswordInputSchema } from '../../core/http-schemas';
import { AuthResultSchema } from '../auth/dto';
import { EmailSchema } from '../users/account-dto';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const OptionalName = Type.Optional(Nullable(Type.String({ maxLength: 100 })));

const accountFields = {
  email: EmailSchema,
  firstName: Name,
  lastName: Name,
  arFirstName: OptionalName,
  arLastName: OptionalName,
  phoneNumber: Type.Optional(Nullable(Type.String({ maxLength: 40, description: 'E.164, or a Saudi local mobile number (05xxxxxxxx)' }))),
  preferredLanguage: LanguageSchema,
  extraFields: Type.Optional(Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ maxLength: 1000 }), {
    maxProperties: 100,
    description: 'Answers to GET registration, keyed by fieldKey',
  })),
};

export const RegisterBodySchema = Type.Object({
  ...accountFields,
  // Longer than the rules allow still reaches the handler, which answers pwd-001 (not req-001).
  password: PasswordInputSchema,
}, { additionalProperties: false });

export const RegisterByEmailBodySchema = Type.Object(accountFields, { additionalProperties: false });
export type RegisterByEmailBody = Static<typeof RegisterByEmailBodySchema>;

export const RegisterAnswerSchema = AuthResultSchema;
export const EmailSentSchema = Type.Object({ status: Type.Literal('email-sent') });
