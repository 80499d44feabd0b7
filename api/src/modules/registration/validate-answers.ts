import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../core/errors';
import { normalizePhoneNumber } from '../phone-verification/normalize-phone';
import type { RegistrationField } from './dto';

/** Limits of a text answer. */
const TEXT_ANSWER_MAX = 200;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface ValidAnswer {
  fieldKey: string;
  /** Trimmed; emails lower-cased; phone numbers in E.164. */
  value: string;
  typeSlug: string;
}

/**
 * reg-002 with the field key in double quotes, so the register form can put
 * the message on the right field.
 */
export const fieldError = (fieldKey: string, problem: string) =>
  new AppError(400, ERROR_CODES.REGISTRATION_FIELD_INVALID, `Registration field "${fieldKey}" ${problem}`);

export const invalidPhone = () => new AppError(400, ERROR_CODES.PHONE_NOT_VALID, 'Phone number is not valid');

/**
 * The organization's registration form, checked on the server: every key
 * must be a field of the form; a field is required unless it carries the
 * `optional` modifier; each type has its validator. Answers come back in
 * the form's order. Blank optional answers are dropped.
 */
export function validateRegistrationAnswers(fields: readonly RegistrationField[], answers: Readonly<Record<string, string>>): ValidAnswer[] {
  const known = new Set(fields.map((field) => field.fieldKey));
  const unknown = Object.keys(answers).find((key) => !known.has(key));
  if (unknown !== undefined) throw fieldError(unknown, 'is not part of the registration form');
  const valid: ValidAnswer[] = [];
  for (const field of fields) {
    const raw = Object.hasOwn(answers, field.fieldKey) ? answers[field.fieldKey] : undefined;
    const value = raw?.trim() ?? '';
    if (!value) {
      if (!field.modifiers.some((modifier) => modifier.slug === 'optional')) throw fieldError(field.fieldKey, 'is required');
      continue;
    }
    valid.push({ fieldKey: field.fieldKey, value: checkValue(field, value), typeSlug: field.typeSlug });
  }
  return valid;
}

function checkValue(field: RegistrationField, value: string): string {
  switch (field.typeSlug) {
    case 'email':
      if (value.length > 254 || !EMAIL_PATTERN.test(value)) throw fieldError(field.fieldKey, 'is not an email address');
      return value.toLowerCase();
    case 'phone': {
      const phone = normalizePhoneNumber(value);
      if (!phone) throw invalidPhone();
      return phone;
    }
    case 'select':
      if (!field.options.some((option) => option.value === value)) throw fieldError(field.fieldKey, 'is not one of the options');
      return value;
    // text, and any type without a validator of its own yet, is text.
    default:
      if ([...value].length > TEXT_ANSWER_MAX) throw fieldError(field.fieldKey, `is longer than ${TEXT_ANSWER_MAX} characters`);
      return value;
  }
}
