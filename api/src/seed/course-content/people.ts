import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { organizations } from '../../modules/organizations/tables';
import { users } from '../../modules/users/tables';

/** The seeded organization's people the course needs. */
export interface CoursePeople {
  organizationId: number;
  /** The seeded instructor: teaches the course (the catalogue seed made them its instructor) and owns its files. */
  instructorId: number;
  idByEmail: Map<string, number>;
}

export async function coursePeople(db: Db, domainPrefix: string): Promise<CoursePeople | null> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix)).limit(1);
  if (!org) return null;
  const rows = await db.select({ id: users.id, email: users.email, isAdministrator: users.isAdministrator, isInstructor: users.isInstructor })
    .from(users).where(eq(users.organizationId, org.id)).orderBy(asc(users.id));
  // The same pick as the catalogue seed's.
  const instructor = rows.find((row) => row.isInstructor && !row.isAdministrator);
  if (!instructor) return null;
  return { organizationId: org.id, instructorId: instructor.id, idByEmail: new Map(rows.map((row) => [row.email, row.id])) };
}
