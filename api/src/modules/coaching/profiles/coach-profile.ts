import { ERROR_CODES } from '@halaqa/contracts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { OwnedByCoach } from './profile-rows';
import { notFound } from '../../../core/errors';
import { localizedName } from '../../lms/localized-name';
import { users } from '../../users/tables';
import type { CoachingViewer } from '../access';
import {
  coachingCertifications, coachingCoaches, coachingCredits, coachingEducations, coachingExperiences, coachingPositions,
} from '../tables';
import { cardOf, coachRows, languagesOf, rowSettings, type CoachRow, type SpokenLanguage } from './coach-rows';
import type { CoachEditor, CoachProfile } from './dto';
import { certificationOf, educationOf, experienceOf, positionOf } from './row-shapes';
import { firstPaidSlots, NEXT_AVAILABLE_DAYS, nextAvailableOf } from './next-available';

/** A coach of the viewer's organization, listed or not; null when there is none with that id. */
async function coachRowOf(db: Db, viewer: CoachingViewer, coachId: number): Promise<CoachRow | null> {
  const [row] = await coachRows(db, viewer, { where: eq(coachingCoaches.userId, coachId), take: 1 });
  return row ?? null;
}

/** The sections of a profile, each in its own order. */
async function sectionsOf(db: Db, organizationId: number, coachId: number) {
  const ofCoach = (table: OwnedByCoach) =>
    and(eq(table.organizationId, organizationId), eq(table.coachId, coachId));
  const [positions, educations, experiences, certifications, languages] = await Promise.all([
    db.select().from(coachingPositions).where(ofCoach(coachingPositions))
      .orderBy(desc(coachingPositions.isCurrent), asc(coachingPositions.position), asc(coachingPositions.id)),
    db.select().from(coachingEducations).where(ofCoach(coachingEducations))
      .orderBy(sql`${coachingEducations.endYear} desc nulls first`, asc(coachingEducations.id)),
    db.select().from(coachingExperiences).where(ofCoach(coachingExperiences))
      .orderBy(sql`${coachingExperiences.endDate} desc nulls first`, desc(coachingExperiences.startDate), asc(coachingExperiences.id)),
    db.select().from(coachingCertifications).where(ofCoach(coachingCertifications))
      .orderBy(sql`${coachingCertifications.issuedOn} desc nulls last`, asc(coachingCertifications.id)),
    languagesOf(db, organizationId, [coachId]),
  ]);
  return {
    positions: positions.map(positionOf),
    educations: educations.map(educationOf),
    experiences: experiences.map(experienceOf),
    certifications: certifications.map(certificationOf),
    languages: languages.get(coachId) ?? [],
  };
}

/** The viewer's standing with the coach: free sessions left and unspent credits. */
async function standingOf(db: Db, viewer: CoachingViewer, coachId: number): Promise<CoachProfile['me']> {
  const [[member], [credits]] = await Promise.all([
    db.select({ left: users.freeChemistrySessions }).from(users)
      .where(and(eq(users.organizationId, viewer.organizationId), eq(users.id, viewer.userId))).limit(1),
    db.select({ count: count() }).from(coachingCredits).where(and(
      eq(coachingCredits.organizationId, viewer.organizationId), eq(coachingCredits.memberId, viewer.userId),
      eq(coachingCredits.coachId, coachId), isNull(coachingCredits.spentOnBookingId),
    )),
  ]);
  return { freeSessionsLeft: Math.max(0, member?.left ?? 0), creditsWithCoach: credits?.count ?? 0 };
}

async function profileOf(db: Db, viewer: CoachingViewer, row: CoachRow): Promise<CoachProfile & { languageRows: SpokenLanguage[] }> {
  const coachId = row.coach.userId;
  const [sections, me, firsts] = await Promise.all([
    sectionsOf(db, viewer.organizationId, coachId),
    standingOf(db, viewer, coachId),
    firstPaidSlots(db, viewer.organizationId, [row], viewer.now, NEXT_AVAILABLE_DAYS),
  ]);
  const settings = rowSettings(row);
  const { languages, ...rest } = sections;
  return {
    ...cardOf(row, viewer.language, languages, nextAvailableOf(firsts.get(coachId), viewer.now)),
    ...rest,
    about: localizedName(viewer.language, row.coach.about, row.coach.aboutAr),
    cancellation: { allowed: settings.enableCancellation, minimumHours: settings.cancellationMinimumHours },
    notice: { mustBookInAdvance: settings.mustBookInAdvance, inAdvanceHours: settings.inAdvanceHours },
    maximumFutureDays: settings.maximumFutureDays,
    isMe: coachId === viewer.userId,
    me,
    languageRows: languages,
  };
}

/** GET coaches/{coachId}: an unlisted coach (or one whose account is deactivated) is 404 except to themself. */
export async function coachProfile(db: Db, viewer: CoachingViewer, coachId: number): Promise<CoachProfile> {
  const row = await coachRowOf(db, viewer, coachId);
  const listed = row !== null && row.coach.isListed && row.person.deactivatedAt === null;
  if (!row || (!listed && coachId !== viewer.userId)) throw notFound(ERROR_CODES.NOT_FOUND, 'Coach not found');
  const { languageRows: _rows, ...profile } = await profileOf(db, viewer, row);
  return profile;
}

/** GET coaches/me: the caller's profile (listed or not) with both languages' texts for the editor. */
export async function coachEditor(db: Db, viewer: CoachingViewer): Promise<CoachEditor> {
  const row = await coachRowOf(db, viewer, viewer.userId);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Coach not found');
  const { languageRows, ...profile } = await profileOf(db, viewer, row);
  return {
    ...profile,
    languages: languageRows,
    isListed: row.coach.isListed,
    headlineEn: row.coach.headline, headlineAr: row.coach.headlineAr,
    aboutEn: row.coach.about, aboutAr: row.coach.aboutAr,
    specialtyId: row.coach.specialtyCategoryId,
  };
}
