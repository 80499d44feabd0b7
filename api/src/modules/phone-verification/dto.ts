import { Type } from '@sinclair/typebox';
import { DateTimeSchema } from '../../core/http-schemas';

const PhoneNumber = Type.String({ minLength: 1, maxLength: 40, description: 'E.164, or a Saudi local mobile number (05xxxxxxxx)' });

export const SendPhoneCodeBodySchema = Type.Object({ phoneNumber: PhoneNumber }, { additionalProperties: false });
export const SendPhoneCodeAnswerSchema = Type.Object({ expiresAt: DateTimeSchema });
export const VerifyPhoneBodySchema = Type.Object({
  phoneNumber: PhoneNumber,
  code: Type.String({ minLength: 1, maxLength: 12, description: 'The 6 digits of the SMS' }),
}, { additionalProperties: false });
