import { Type, type Static } from '@sinclair/typebox';
import { LocalizedTextSchema, Nullable } from '../../core/http-schemas';

export const RegistrationFieldSchema = Type.Object({
  id: Type.Integer(),
  fieldKey: Type.String(),
  slug: Type.String(),
  typeSlug: Type.String({ description: 'text, phone, select, ...' }),
  modifiers: Type.Array(Type.Object({ slug: Type.String({ description: 'optional, required, ...' }) })),
  group: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  label: LocalizedTextSchema,
  options: Type.Array(Type.Object({ value: Type.String(), label: LocalizedTextSchema }), { description: 'Choices of a select field; empty otherwise' }),
});
export type RegistrationField = Static<typeof RegistrationFieldSchema>;
