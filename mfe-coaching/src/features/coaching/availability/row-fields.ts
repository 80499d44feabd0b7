import { boolean, object, string, type AnyObjectSchema } from 'yup';
import {
  CREDENTIAL_TYPES, DEGREES, EMPLOYMENT_TYPES, PROFICIENCIES, type ProfileRows, type RowInput, type RowKind,
} from '../../../api/coaching-types';

// The profile's rows as the editor sees them: every field a string or a
// boolean while typed, turned into the API's row on the way out.

type FieldKind = 'text' | 'textarea' | 'select' | 'checkbox' | 'date' | 'year' | 'url';
export interface RowField {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** A select's values; their labels are `enums.<enumKey>.<value>`. */
  choices?: readonly string[];
  enumKey?: string;
}
export type RowValues = Record<string, string | boolean>;

export const ROW_FIELDS: { readonly [K in RowKind]: readonly RowField[] } = {
  positions: [
    { name: 'title', kind: 'text', required: true }, { name: 'company', kind: 'text' }, { name: 'isCurrent', kind: 'checkbox' },
  ],
  educations: [
    { name: 'school', kind: 'text', required: true }, { name: 'degree', kind: 'select', required: true, choices: DEGREES, enumKey: 'degree' },
    { name: 'fieldOfStudy', kind: 'text' }, { name: 'startYear', kind: 'year' }, { name: 'endYear', kind: 'year' },
  ],
  experiences: [
    { name: 'title', kind: 'text', required: true }, { name: 'company', kind: 'text' },
    { name: 'employmentType', kind: 'select', required: true, choices: EMPLOYMENT_TYPES, enumKey: 'employment' },
    { name: 'startDate', kind: 'date', required: true }, { name: 'endDate', kind: 'date' }, { name: 'description', kind: 'textarea' },
  ],
  certifications: [
    { name: 'name', kind: 'text', required: true }, { name: 'issuer', kind: 'text' },
    { name: 'credentialType', kind: 'select', required: true, choices: CREDENTIAL_TYPES, enumKey: 'credential' },
    { name: 'issuedOn', kind: 'date' }, { name: 'doesNotExpire', kind: 'checkbox' }, { name: 'expiresOn', kind: 'date' }, { name: 'credentialUrl', kind: 'url' },
  ],
  languages: [
    { name: 'language', kind: 'text', required: true }, { name: 'proficiency', kind: 'select', required: true, choices: PROFICIENCIES, enumKey: 'proficiency' },
  ],
};

const REQUIRED = 'mfe-coaching:form.required';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fieldSchema(field: RowField) {
  if (field.kind === 'checkbox') return boolean();
  let schema = string().trim();
  if (field.kind === 'text') schema = schema.max(field.name === 'language' ? 2 : 200, `mfe-coaching:form.tooLong|${field.name === 'language' ? 2 : 200}`);
  if (field.kind === 'textarea') schema = schema.max(4000, 'mfe-coaching:form.tooLong|4000');
  if (field.kind === 'date') schema = schema.matches(DATE, { message: 'mfe-coaching:form.date', excludeEmptyString: true });
  if (field.kind === 'year') schema = schema.matches(/^(19[5-9]\d|20\d\d|2100)$/, { message: 'mfe-coaching:form.year', excludeEmptyString: true });
  if (field.kind === 'url') schema = schema.matches(/^https?:\/\/\S+$/i, { message: 'mfe-coaching:form.url', excludeEmptyString: true });
  if (field.kind === 'select') schema = schema.oneOf(['', ...(field.choices ?? [])], REQUIRED);
  if (field.name === 'language') schema = schema.matches(/^[a-z]{2}$/, { message: 'mfe-coaching:form.languageCode', excludeEmptyString: true });
  return field.required ? schema.required(REQUIRED) : schema;
}

/** The form's rules of a kind, with the rules across fields (end after start, no expiry date when it does not expire). */
export function rowSchema(kind: RowKind): AnyObjectSchema {
  const shape = Object.fromEntries(ROW_FIELDS[kind].map((field) => [field.name, fieldSchema(field)]));
  const base = object(shape);
  if (kind === 'educations') {
    return base.test('years', function years(values: Partial<RowValues>) {
      const { startYear, endYear } = values;
      return !startYear || !endYear || Number(endYear) >= Number(startYear) || this.createError({ path: 'endYear', message: 'mfe-coaching:form.endAfterStart' });
    });
  }
  if (kind === 'experiences') {
    return base.test('dates', function dates(values: Partial<RowValues>) {
      const { startDate, endDate } = values;
      return !startDate || !endDate || String(endDate) >= String(startDate) || this.createError({ path: 'endDate', message: 'mfe-coaching:form.endAfterStart' });
    });
  }
  if (kind === 'certifications') {
    return base.test('expiry', function expiry(values: Partial<RowValues>) {
      return !(values.doesNotExpire && values.expiresOn) || this.createError({ path: 'expiresOn', message: 'mfe-coaching:form.noExpiryDate' });
    });
  }
  return base;
}

/** A row (or nothing, for a new one) as form values. */
export function valuesOf(kind: RowKind, row: ProfileRows[RowKind] | null): RowValues {
  return Object.fromEntries(ROW_FIELDS[kind].map((field) => {
    const value = row ? (row as unknown as Record<string, unknown>)[field.name] : undefined;
    if (field.kind === 'checkbox') return [field.name, value === true];
    return [field.name, value === null || value === undefined ? '' : String(value)];
  }));
}

/** Form values as the API's row: years as numbers, empty optional fields as null. */
export function inputOf<K extends RowKind>(kind: K, values: RowValues): RowInput<K> {
  return Object.fromEntries(ROW_FIELDS[kind].map((field) => {
    const value = values[field.name];
    if (field.kind === 'checkbox') return [field.name, value === true];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.kind === 'year') return [field.name, text ? Number(text) : null];
    if ((field.kind === 'date' || field.kind === 'url') && !field.required) return [field.name, text || null];
    return [field.name, text];
  })) as RowInput<K>;
}
