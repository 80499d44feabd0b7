import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { users } from '../../users/tables';
import { courseGroupMembers, courseGroups } from '../content/tables';
import { personName } from '../localized-name';
import { courseEnrollees } from '../tables';
import type { CourseGroup } from './dto';

const nameColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName };

/** The course's groups with their members of the organization (row-level security hides other organizations' members). */
export async function groupsOf(db: Db, courseId: number, language: Language, groupIds?: number[]): Promise<CourseGroup[]> {
  const groups = await db.select().from(courseGroups)
    .where(and(eq(courseGroups.courseId, courseId), groupIds ? inArray(courseGroups.id, groupIds) : undefined))
    .orderBy(asc(courseGroups.id));
  if (!groups.length) return [];
  const members = await db.select({ groupId: courseGroupMembers.groupId, user: nameColumns }).from(courseGroupMembers)
    .innerJoin(users, and(eq(users.id, courseGroupMembers.userId), eq(users.organizationId, courseGroupMembers.organizationId)))
    .where(inArray(courseGroupMembers.groupId, groups.map((group) => group.id)))
    .orderBy(asc(users.firstName), asc(users.id));
  return groups.map((group) => ({
    id: group.id, courseId: group.courseId, name: group.name, notes: group.notes, weight: group.weight,
    members: members.filter((member) => member.groupId === group.id).map(({ user }) => ({ id: user.id, name: personName(language, user) })),
  }));
}

/** Enrolled students of the organization in no group of the course. */
export async function ungroupedStudents(db: Db, organizationId: number, courseId: number, language: Language) {
  const rows = await db.select(nameColumns).from(courseEnrollees)
    .innerJoin(users, and(eq(users.id, courseEnrollees.userId), eq(users.organizationId, courseEnrollees.organizationId)))
    .where(and(
      eq(courseEnrollees.courseId, courseId),
      eq(courseEnrollees.organizationId, organizationId),
      notExists(db.select({ one: courseGroupMembers.userId }).from(courseGroupMembers)
        .innerJoin(courseGroups, eq(courseGroups.id, courseGroupMembers.groupId))
        .where(and(eq(courseGroups.courseId, courseId), eq(courseGroupMembers.userId, courseEnrollees.userId)))),
    ))
    .orderBy(asc(courseEnrollees.id));
  return rows.map((user) => ({ id: user.id, name: personName(language, user) }));
}

/** The ids of the member's groups in the course (at most one, as course-groups keeps it). */
export async function groupIdsOfMember(db: Db, courseId: number, userId: number): Promise<number[]> {
  const rows = await db.select({ id: courseGroups.id }).from(courseGroupMembers)
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupMembers.groupId))
    .where(and(eq(courseGroups.courseId, courseId), eq(courseGroupMembers.userId, userId)));
  return rows.map((row) => row.id);
}
