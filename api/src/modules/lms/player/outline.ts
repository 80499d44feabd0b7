import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { media } from '../../media/tables';
import { hasCompletionRule } from '../progress/content-types';
import { countsTowardProgress, progressOf, type ProgressItem } from '../progress/progress-rule';
import { subsectionProgress } from '../progress/tables';
import { courseSectionPrerequisites, courseSections, courseSubsections } from '../tables';
import { outlineAccessOf, type Audience, type ItemAccess, type OutlineAccess, type SectionFacts, type SubsectionFacts } from './access-rules';
import { fileKindOf, type FileKind } from './file-kind';
import { seesEverything, type PlayerSeat } from './player-gate';

export interface OutlineSubsection extends SubsectionFacts {
  sectionId: number;
  name: string;
  contentType: string | null;
  weight: number;
  fileMediaId: number | null;
  fileKind: FileKind | null;
  access: ItemAccess;
}

export interface OutlineSection extends SectionFacts {
  week: number;
  learningObjectives: string | null;
  access: ItemAccess;
  subsections: OutlineSubsection[];
}

/** A course's sections and subsections for one seat, with what is hidden and locked. */
export interface Outline {
  sections: OutlineSection[];
  access: OutlineAccess;
  /** Subsections in outline order, hidden ones left out (locked ones kept). */
  visible: OutlineSubsection[];
}

/**
 * The outline in two queries whatever the course's size: the sections (with
 * their prerequisites), then the subsections with their media kind, whether
 * the member is in their audience and whether they completed them.
 * Student view reads no member facts: a member in no audience, with no progress.
 */
export async function loadOutline(db: Db, seat: PlayerSeat): Promise<Outline> {
  const memberId = seat.role === 'STUDENT' ? seat.caller.userId : null;
  const courseId = seat.course.id;
  const [sectionRows, subsectionRows] = await Promise.all([
    db.select({
      id: courseSections.id,
      name: courseSections.name,
      week: courseSections.week,
      learningObjectives: courseSections.learningObjectives,
      isPublished: courseSections.isPublished,
      unlockStartDate: courseSections.unlockStartDate,
      prerequisiteIds: sql<number[]>`array(select ${courseSectionPrerequisites.prerequisiteSectionId} from ${courseSectionPrerequisites}
        where ${courseSectionPrerequisites.sectionId} = ${courseSections.id} order by 1)`,
    }).from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.sortOrder), asc(courseSections.id)),
    db.select({
      id: courseSubsections.id,
      sectionId: courseSubsections.sectionId,
      name: courseSubsections.name,
      contentType: courseSubsections.contentType,
      isPublished: courseSubsections.isPublished,
      isOptional: courseSubsections.isOptional,
      weight: courseSubsections.weight,
      audience: courseSubsections.audience,
      availableFrom: courseSubsections.availableFrom,
      availableTo: courseSubsections.availableTo,
      fileMediaId: courseSubsections.fileMediaId,
      mediaType: media.type,
      mediaMime: media.mime,
      inAudience: memberId === null ? sql<boolean>`false` : sql<boolean>`(
        exists (select 1 from subsection_audience_students a where a.subsection_id = ${courseSubsections.id} and a.user_id = ${memberId})
        or exists (select 1 from subsection_audience_groups g join course_group_members m on m.group_id = g.group_id
          where g.subsection_id = ${courseSubsections.id} and m.user_id = ${memberId}))`,
      completedAt: subsectionProgress.completedAt,
    }).from(courseSubsections)
      .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
      .leftJoin(media, eq(media.id, courseSubsections.fileMediaId))
      .leftJoin(subsectionProgress, and(
        eq(subsectionProgress.userId, memberId ?? 0),
        eq(subsectionProgress.subsectionId, courseSubsections.id),
      ))
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSubsections.sortOrder), asc(courseSubsections.id)),
  ]);

  const bySection = new Map<number, OutlineSubsection[]>();
  for (const row of subsectionRows) {
    const list = bySection.get(row.sectionId) ?? [];
    list.push({
      id: row.id,
      sectionId: row.sectionId,
      name: row.name,
      contentType: row.contentType,
      isPublished: row.isPublished,
      isOptional: row.isOptional,
      weight: row.weight,
      hasCompletionRule: hasCompletionRule(row.contentType),
      audience: row.audience as Audience,
      inAudience: Boolean(row.inAudience),
      availableFrom: row.availableFrom,
      availableTo: row.availableTo,
      isCompleted: row.completedAt !== null,
      fileMediaId: row.fileMediaId,
      fileKind: row.contentType === 'FILE' && row.mediaType !== null ? fileKindOf(row.mediaType, row.mediaMime ?? '') : null,
      access: { hidden: true, lock: null },
    });
    bySection.set(row.sectionId, list);
  }
  const sections: OutlineSection[] = sectionRows.map((row) => ({
    ...row,
    prerequisiteIds: row.prerequisiteIds ?? [],
    subsections: bySection.get(row.id) ?? [],
    access: { hidden: true, lock: null },
  }));
  const access = outlineAccessOf({ now: seat.caller.now, seesEverything: seesEverything(seat), sections });
  for (const section of sections) {
    section.access = access.sections.get(section.id)!;
    for (const subsection of section.subsections) subsection.access = access.subsections.get(subsection.id)!;
  }
  const visible = sections.flatMap((section) => section.subsections.filter((subsection) => !subsection.access.hidden));
  return { sections, access, visible };
}

/** The progress formula's view of a subsection of the outline. */
export function progressItemOf(subsection: OutlineSubsection): ProgressItem {
  return {
    weight: subsection.weight,
    isOptional: subsection.isOptional,
    // Hidden covers unpublished sections and subsections.
    isPublished: true,
    isHidden: subsection.access.hidden,
    hasCompletionRule: subsection.hasCompletionRule,
    isCompleted: subsection.isCompleted,
  };
}

export const isRequired = (subsection: OutlineSubsection) => countsTowardProgress(progressItemOf(subsection));

export const sectionProgressOf = (section: OutlineSection) => progressOf(section.subsections.map(progressItemOf));

/** A subsection of the course as the seat sees it, or null when it is hidden or not of this course. */
export function findVisible(outline: Outline, subsectionId: number): OutlineSubsection | null {
  return outline.visible.find((subsection) => subsection.id === subsectionId) ?? null;
}
