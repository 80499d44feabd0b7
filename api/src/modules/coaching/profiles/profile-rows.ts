import { ERROR_CODES } from '@halaqa/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { violatedUniqueConstraint } from '../../../core/db/unique-violation';
import type { Db } from '../../../core/db/types';
import { badRequest, notFound } from '../../../core/errors';
import type { CoachingViewer } from '../access';
import {
  coachingCertifications, coachingEducations, coachingExperiences, coachingLanguages, coachingPositions,
} from '../tables';
import type {
  CertificationBody, EducationBody, ExperienceBody, LanguageBody, PositionBody,
} from './dto';
import { certificationExpiryProblem, educationYearsProblem, experienceDatesProblem } from './profile-rules';
import { certificationOf, educationOf, experienceOf, languageRowOf, positionOf } from './row-shapes';

/**
 * The coach's own profile rows (POST / PATCH / DELETE coaches/me/{kind}):
 * a row of another coach, or of another organization, is 404 like one that
 * does not exist. A PATCH reads the row and writes it in one transaction, so
 * the two-field checks hold for the row as it ends up.
 */

export interface OwnedByCoach { id: PgColumn; organizationId: PgColumn; coachId: PgColumn }

const ownedBy = (table: OwnedByCoach, viewer: CoachingViewer) =>
  and(eq(table.organizationId, viewer.organizationId), eq(table.coachId, viewer.userId))!;
const ownRow = (table: OwnedByCoach, viewer: CoachingViewer, id: number) => and(ownedBy(table, viewer), eq(table.id, id))!;
const coachOf = (viewer: CoachingViewer) => ({ organizationId: viewer.organizationId, coachId: viewer.userId });

function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(ERROR_CODES.NOT_FOUND, `${what} not found`);
  return row;
}

function refuse(problem: string | null): void {
  if (problem) throw badRequest(problem);
}

/** Drops the keys a PATCH did not send, so `set` leaves those columns alone. */
function sent<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The shape each kind's routes are written against (profile/coach-routes.ts). */
export interface RowStore<Body, Row> {
  create(db: Db, viewer: CoachingViewer, body: Body): Promise<Row>;
  update(db: Db, viewer: CoachingViewer, id: number, body: Partial<Body>): Promise<Row>;
  remove(db: Db, viewer: CoachingViewer, id: number): Promise<void>;
}

function removal(table: OwnedByCoach & Parameters<Db['delete']>[0], what: string) {
  return async (db: Db, viewer: CoachingViewer, id: number): Promise<void> => {
    const removed = await db.delete(table).where(ownRow(table, viewer, id)).returning({ id: table.id });
    found(removed[0], what);
  };
}

export const positionStore: RowStore<PositionBody & { title: string }, ReturnType<typeof positionOf>> = {
  async create(db, viewer, body) {
    const [row] = await db.insert(coachingPositions).values({
      ...coachOf(viewer), title: body.title.trim(), company: body.company?.trim() ?? '', isCurrent: body.isCurrent ?? true,
    }).returning();
    return positionOf(row!);
  },
  async update(db, viewer, id, body) {
    const [row] = await db.update(coachingPositions).set(sent({ ...body, title: body.title?.trim(), company: body.company?.trim() }))
      .where(ownRow(coachingPositions, viewer, id)).returning();
    return positionOf(found(row, 'Position'));
  },
  remove: removal(coachingPositions, 'Position'),
};

type EducationCreate = EducationBody & Required<Pick<EducationBody, 'school' | 'degree'>>;

export const educationStore: RowStore<EducationCreate, ReturnType<typeof educationOf>> = {
  async create(db, viewer, body) {
    refuse(educationYearsProblem(body));
    const [row] = await db.insert(coachingEducations).values({
      ...coachOf(viewer), school: body.school.trim(), degree: body.degree, fieldOfStudy: body.fieldOfStudy?.trim() ?? '',
      startYear: body.startYear ?? null, endYear: body.endYear ?? null,
    }).returning();
    return educationOf(row!);
  },
  update: (db, viewer, id, body) => db.transaction(async (tx) => {
    const [before] = await tx.select().from(coachingEducations).where(ownRow(coachingEducations, viewer, id)).for('update');
    const change = sent({ ...body, school: body.school?.trim(), fieldOfStudy: body.fieldOfStudy?.trim() });
    refuse(educationYearsProblem({ ...found(before, 'Education'), ...change }));
    const [row] = await tx.update(coachingEducations).set(change).where(ownRow(coachingEducations, viewer, id)).returning();
    return educationOf(row!);
  }),
  remove: removal(coachingEducations, 'Education'),
};

type ExperienceCreate = ExperienceBody & Required<Pick<ExperienceBody, 'title' | 'employmentType' | 'startDate'>>;

export const experienceStore: RowStore<ExperienceCreate, ReturnType<typeof experienceOf>> = {
  async create(db, viewer, body) {
    refuse(experienceDatesProblem(body));
    const [row] = await db.insert(coachingExperiences).values({
      ...coachOf(viewer), title: body.title.trim(), company: body.company?.trim() ?? '', employmentType: body.employmentType,
      startDate: body.startDate, endDate: body.endDate ?? null, description: body.description?.trim() ?? '',
    }).returning();
    return experienceOf(row!);
  },
  update: (db, viewer, id, body) => db.transaction(async (tx) => {
    const [before] = await tx.select().from(coachingExperiences).where(ownRow(coachingExperiences, viewer, id)).for('update');
    const change = sent({ ...body, title: body.title?.trim(), company: body.company?.trim(), description: body.description?.trim() });
    refuse(experienceDatesProblem({ ...found(before, 'Experience'), ...change }));
    const [row] = await tx.update(coachingExperiences).set(change).where(ownRow(coachingExperiences, viewer, id)).returning();
    return experienceOf(row!);
  }),
  remove: removal(coachingExperiences, 'Experience'),
};

type CertificationCreate = CertificationBody & Required<Pick<CertificationBody, 'name' | 'credentialType'>>;

export const certificationStore: RowStore<CertificationCreate, ReturnType<typeof certificationOf>> = {
  async create(db, viewer, body) {
    refuse(certificationExpiryProblem(body));
    const [row] = await db.insert(coachingCertifications).values({
      ...coachOf(viewer), name: body.name.trim(), issuer: body.issuer?.trim() ?? '', credentialType: body.credentialType,
      issuedOn: body.issuedOn ?? null, expiresOn: body.expiresOn ?? null, doesNotExpire: body.doesNotExpire ?? false,
      credentialUrl: body.credentialUrl ?? null,
    }).returning();
    return certificationOf(row!);
  },
  update: (db, viewer, id, body) => db.transaction(async (tx) => {
    const [before] = await tx.select().from(coachingCertifications).where(ownRow(coachingCertifications, viewer, id)).for('update');
    const change = sent({ ...body, name: body.name?.trim(), issuer: body.issuer?.trim() });
    refuse(certificationExpiryProblem({ ...found(before, 'Certification'), ...change }));
    const [row] = await tx.update(coachingCertifications).set(change).where(ownRow(coachingCertifications, viewer, id)).returning();
    return certificationOf(row!);
  }),
  remove: removal(coachingCertifications, 'Certification'),
};

const ALREADY_LISTED = 'This language is already listed';

/** A second row of one language is refused before the write, and by the unique constraint when two requests race. */
async function uniqueLanguage<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'coaching_languages_once') throw badRequest(ALREADY_LISTED);
    throw error;
  }
}

async function assertLanguageFree(db: Db, viewer: CoachingViewer, language: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: coachingLanguages.id }).from(coachingLanguages).where(and(
    ownedBy(coachingLanguages, viewer), eq(coachingLanguages.language, language),
    exceptId === undefined ? undefined : ne(coachingLanguages.id, exceptId),
  )).limit(1);
  if (taken) throw badRequest(ALREADY_LISTED);
}

export const languageStore: RowStore<Required<LanguageBody>, ReturnType<typeof languageRowOf>> = {
  create: (db, viewer, body) => uniqueLanguage(() => db.transaction(async (tx) => {
    await assertLanguageFree(tx, viewer, body.language);
    const [row] = await tx.insert(coachingLanguages).values({ ...coachOf(viewer), language: body.language, proficiency: body.proficiency }).returning();
    return languageRowOf(row!);
  })),
  update: (db, viewer, id, body) => uniqueLanguage(() => db.transaction(async (tx) => {
    const [before] = await tx.select({ id: coachingLanguages.id }).from(coachingLanguages).where(ownRow(coachingLanguages, viewer, id));
    found(before, 'Language');
    if (body.language !== undefined) await assertLanguageFree(tx, viewer, body.language, id);
    const [row] = await tx.update(coachingLanguages).set(sent(body)).where(ownRow(coachingLanguages, viewer, id)).returning();
    return languageRowOf(row!);
  })),
  remove: removal(coachingLanguages, 'Language'),
};
