import type { RegistrationField } from '../../registration-fields/registration-field';
import { answersSchema, answersToSend, fieldNamedIn, groupFields } from './registration-form';

const field = (overrides: Partial<RegistrationField>): RegistrationField => ({
  id: 1, fieldKey: 'k', slug: 'k', typeSlug: 'text', modifiers: [{ slug: 'required' }], group: null, sortOrder: 0,
  label: { en: 'K', ar: 'ك' }, options: [], ...overrides,
});

const FIELDS = [
  field({ id: 3, fieldKey: 'level', typeSlug: 'select', group: 'profile', sortOrder: 2, options: [{ value: 'b', label: { en: 'B', ar: 'ب' } }] }),
  field({ id: 1, fieldKey: 'job', group: 'profile', sortOrder: 0 }),
  field({ id: 2, fieldKey: 'phoneNumber', typeSlug: 'phone', group: 'contact', sortOrder: 1, modifiers: [{ slug: 'optional' }] }),
  field({ id: 4, fieldKey: 'work', typeSlug: 'email', group: null, sortOrder: 3, modifiers: [{ slug: 'optional' }] }),
];

describe('registration form', () => {
  it('groups fields in sort order', () => {
    expect(groupFields(FIELDS).map((g) => [g.name, g.fields.map((f) => f.fieldKey)])).toEqual([
      ['profile', ['job', 'level']],
      ['contact', ['phoneNumber']],
      [null, ['work']],
    ]);
  });

  it('requires fields without the optional modifier and checks each type', () => {
    const schema = answersSchema(FIELDS);
    const errors = (values: Record<string, string>) => {
      try { schema.validateSync(values, { abortEarly: false }); return []; } catch (e) { return (e as { inner: { path: string; message: string }[] }).inner.map((i) => `${i.path}:${i.message}`); }
    };
    expect(errors({})).toEqual(['level:common:required', 'job:common:required']);
    expect(errors({ job: 'x', level: 'z', phoneNumber: 'abc', work: 'nope' })).toEqual([
      'level:common:required', 'phoneNumber:mfe-auth:errors.auth-012', 'work:common:form.invalidEmail',
    ]);
    expect(errors({ job: 'x', level: 'b', phoneNumber: '0551234567', work: 'a@b.co' })).toEqual([]);
  });

  it('sends trimmed answers and leaves blank ones out', () => {
    expect(answersToSend(FIELDS, { job: ' Nurse ', level: 'b', phoneNumber: '  ', work: '' })).toEqual({ job: 'Nurse', level: 'b' });
  });

  it('reads the field a reg-002 message names', () => {
    expect(fieldNamedIn('Registration field "jobTitle" is required')).toBe('jobTitle');
    expect(fieldNamedIn('bad')).toBeNull();
  });
});
