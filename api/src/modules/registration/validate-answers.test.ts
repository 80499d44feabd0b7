import type { RegistrationField } from './dto';
import { validateRegistrationAnswers } from './validate-answers';

const field = (fieldKey: string, typeSlug: string, modifiers: string[], options: string[] = []): RegistrationField => ({
  id: 1, fieldKey, slug: fieldKey, typeSlug, group: null, sortOrder: 0,
  modifiers: modifiers.map((slug) => ({ slug })),
  label: { en: fieldKey, ar: fieldKey },
  options: options.map((value) => ({ value, label: { en: value, ar: value } })),
});

const FORM = [
  field('jobTitle', 'text', ['required']),
  field('phoneNumber', 'phone', ['optional']),
  field('level', 'select', [], ['bachelor', 'master']),
  field('contact', 'email', ['optional']),
];

const failure = (answers: Record<string, string>) => {
  try {
    validateRegistrationAnswers(FORM, answers);
  } catch (error) {
    const { statusCode, code, message } = error as { statusCode: number; code: string; message: string };
    return { statusCode, code, message };
  }
  throw new Error('expected a refusal');
};

test('valid answers come back trimmed and normalized, in form order, blanks dropped', () => {
  expect(validateRegistrationAnswers(FORM, { level: 'master', jobTitle: ' Nurse ', phoneNumber: '0501234567', contact: 'A@B.org' })).toEqual([
    { fieldKey: 'jobTitle', value: 'Nurse', typeSlug: 'text' },
    { fieldKey: 'phoneNumber', value: '+966501234567', typeSlug: 'phone' },
    { fieldKey: 'level', value: 'master', typeSlug: 'select' },
    { fieldKey: 'contact', value: 'a@b.org', typeSlug: 'email' },
  ]);
  expect(validateRegistrationAnswers(FORM, { jobTitle: 'x', level: 'bachelor', phoneNumber: '  ' })).toHaveLength(2);
});

test('required unless optional: no modifier at all means required', () => {
  expect(failure({ level: 'master' })).toEqual({ statusCode: 400, code: 'reg-002', message: 'Registration field "jobTitle" is required' });
  expect(failure({ jobTitle: 'x' })).toMatchObject({ code: 'reg-002', message: 'Registration field "level" is required' });
  expect(failure({ jobTitle: '   ', level: 'master' })).toMatchObject({ message: 'Registration field "jobTitle" is required' });
});

test('each type has its validator', () => {
  expect(failure({ jobTitle: 'x', level: 'professor' })).toMatchObject({ code: 'reg-002', message: 'Registration field "level" is not one of the options' });
  expect(failure({ jobTitle: 'x'.repeat(201), level: 'master' })).toMatchObject({ code: 'reg-002', message: expect.stringContaining('"jobTitle"') });
  expect(failure({ jobTitle: 'x', level: 'master', contact: 'not-an-email' })).toMatchObject({ code: 'reg-002', message: expect.stringContaining('"contact"') });
  expect(failure({ jobTitle: 'x', level: 'master', phoneNumber: '12345' })).toEqual({ statusCode: 400, code: 'auth-012', message: 'Phone number is not valid' });
});

test('unknown keys are refused, including inherited names', () => {
  expect(failure({ jobTitle: 'x', level: 'master', salary: '1' })).toMatchObject({ code: 'reg-002', message: 'Registration field "salary" is not part of the registration form' });
  expect(failure({ jobTitle: 'x', level: 'master', toString: 'x' })).toMatchObject({ code: 'reg-002' });
});
