import { object, string, type ObjectShape } from 'yup';
import { REQUIRED } from '../../forms/validation';
import type { RegistrationField } from '../../registration-fields/registration-field';

export interface FieldGroup {
  /** null: fields outside any group. */
  name: string | null;
  fields: RegistrationField[];
}

export const isOptional = (field: RegistrationField) => field.modifiers.some((m) => m.slug === 'optional');

/** Fields in sortOrder, grouped by `group` in the order each group first appears. */
export function groupFields(fields: readonly RegistrationField[]): FieldGroup[] {
  const groups: FieldGroup[] = [];
  for (const field of [...fields].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
    const existing = groups.find((group) => group.name === field.group);
    if (existing) existing.fields.push(field);
    else groups.push({ name: field.group, fields: [field] });
  }
  return groups;
}

/**
 * The client side of the form's validators (the server checks again): the
 * required modifier, emails, phone numbers, select values, text length.
 */
export function answersSchema(fields: readonly RegistrationField[]) {
  const shape: ObjectShape = {};
  for (const field of fields) {
    let rule = string().trim();
    switch (field.typeSlug) {
      case 'email':
        rule = rule.email('common:form.invalidEmail');
        break;
      case 'phone':
        rule = rule.matches(/^\+?[\d\s-]{8,20}$/, { message: 'mfe-auth:errors.auth-012', excludeEmptyString: true });
        break;
      case 'select':
        rule = rule.oneOf([...field.options.map((option) => option.value), ''], REQUIRED);
        break;
      default:
        rule = rule.max(200, 'mfe-auth:validation.tooLong');
    }
    shape[field.fieldKey] = isOptional(field) ? rule : rule.required(REQUIRED);
  }
  return object(shape);
}

/** The answers to send: trimmed, blank optional ones left out. */
export function answersToSend(fields: readonly RegistrationField[], values: Record<string, string | undefined>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.fieldKey]?.trim();
    if (value) answers[field.fieldKey] = value;
  }
  return answers;
}

/** reg-002 names the field in double quotes ('Registration field "jobTitle" is required'). */
export function fieldNamedIn(message: string): string | null {
  return /"([^"]+)"/.exec(message)?.[1] ?? null;
}
