import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import type { RegistrationField } from './dto';
import { registrationFieldModifiers, registrationFields } from './tables';

const order = [asc(registrationFields.sortOrder), asc(registrationFields.id)];

export async function listRegistrationFields(db: Db, organizationId: number): Promise<RegistrationField[]> {
  const [fields, modifiers] = await Promise.all([
    db.select().from(registrationFields).where(eq(registrationFields.organizationId, organizationId)).orderBy(...order),
    db.select({ fieldId: registrationFieldModifiers.fieldId, slug: registrationFieldModifiers.slug })
      .from(registrationFieldModifiers).where(eq(registrationFieldModifiers.organizationId, organizationId))
      .orderBy(asc(registrationFieldModifiers.id)),
  ]);
  return fields.map((field) => ({
    id: field.id,
    fieldKey: field.fieldKey,
    slug: field.slug,
    typeSlug: field.typeSlug,
    modifiers: modifiers.filter((m) => m.fieldId === field.id).map((m) => ({ slug: m.slug })),
    group: field.groupName,
    sortOrder: field.sortOrder,
    label: { en: field.labelEn, ar: field.labelAr },
    options: field.options ?? [],
  }));
}

export async function registrationFieldOrder(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db.select({ id: registrationFields.id }).from(registrationFields)
    .where(eq(registrationFields.organizationId, organizationId)).orderBy(...order);
  return rows.map((row) => row.id);
}
