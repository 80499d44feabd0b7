import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { sanitizeRichText } from '../../../core/rich-text';
import type { Manager } from '../manage/manager';
import type { ContentType } from '../progress/content-types';
import { recomputeCourseProgress } from '../progress/recompute-progress';
import { courseSubsections } from '../tables';
import { contentInvalid } from './content-invalid';
import { findSection, findSubsectionForUpdate, sectionIdsOf } from './course-content';
import { inEditableCourse } from './editable-course';
import { loadManagedSubsection } from './managed-subsection';
import { checkReadyMedia } from './ready-media';
import type { Audience, ManagedSubsection, QuestionInput, SubsectionInput, SubsectionPatch } from './subsection-dto';
import { linkLecture, linksOf, replaceAudience, replaceQuestionnaire } from './subsection-content';
import { checkCourseGroups, checkEnrolledStudents, checkLectureFree } from './subsection-references';
import { subsectionProblem, type SubsectionState } from './subsection-rules';

/** Fields of a patch that change who must do what (docs/design/course-player-api.md "Progress formula"). */
const COUNTED_FIELDS = ['contentType', 'isPublished', 'isOptional', 'weight', 'audience', 'audienceStudentIds', 'audienceGroupIds', 'sectionId'] as const;

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);
const richTextOrNull = (value: string | null | undefined) => (value ? sanitizeRichText(value) || null : null);

/** The refused state as a 400 crs-002; otherwise checks that the ids it names are of the course and usable. */
async function checkState(
  tx: Db, manager: Manager, courseId: number, subsectionId: number | null, state: SubsectionState,
  changed: { questionnaire?: readonly QuestionInput[]; fileMediaId: boolean; students: boolean; groups: boolean },
): Promise<void> {
  const problem = subsectionProblem(state, changed.questionnaire);
  if (problem) throw contentInvalid(problem);
  if (changed.fileMediaId && state.fileMediaId !== null) await checkReadyMedia(tx, manager.organizationId, state.fileMediaId);
  if (state.onlineLectureId !== null) await checkLectureFree(tx, courseId, 'ONLINE', state.onlineLectureId, subsectionId);
  if (state.onCampusLectureId !== null) await checkLectureFree(tx, courseId, 'ON_CAMPUS', state.onCampusLectureId, subsectionId);
  if (changed.students) await checkEnrolledStudents(tx, courseId, manager.organizationId, state.audienceStudentIds);
  if (changed.groups) await checkCourseGroups(tx, courseId, state.audienceGroupIds);
}

/** Writes the rows that hang off the subsection to match the state. */
async function writeLinks(tx: Db, subsectionId: number, state: SubsectionState, questionnaire: readonly QuestionInput[] | undefined): Promise<void> {
  if (questionnaire !== undefined) await replaceQuestionnaire(tx, subsectionId, questionnaire);
  else if (state.contentType !== 'QUESTIONNAIRE') await replaceQuestionnaire(tx, subsectionId, []);
  await linkLecture(tx, 'ONLINE', subsectionId, state.onlineLectureId);
  await linkLecture(tx, 'ON_CAMPUS', subsectionId, state.onCampusLectureId);
  await replaceAudience(tx, subsectionId, state.audienceStudentIds, state.audienceGroupIds);
}

const stateColumns = (state: SubsectionState) => ({
  contentType: state.contentType,
  isTextOnly: state.contentType === 'TEXT',
  body: state.body,
  fileMediaId: state.fileMediaId,
  availableFrom: state.availableFrom,
  availableTo: state.availableTo,
  audience: state.audience,
});

/** A new subsection at the end of the section, with its content, in one transaction. */
export async function createSubsection(db: Db, manager: Manager, courseId: number, sectionId: number, input: SubsectionInput): Promise<ManagedSubsection> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await findSection(tx, courseId, sectionId);
    const audience = input.audience ?? 'ALL';
    const state: SubsectionState = {
      contentType: input.contentType,
      body: richTextOrNull(input.body),
      fileMediaId: input.fileMediaId ?? null,
      onlineLectureId: input.onlineLectureId ?? null,
      onCampusLectureId: input.onCampusLectureId ?? null,
      questionCount: input.questionnaire?.length ?? 0,
      availableFrom: dateOrNull(input.availableFrom),
      availableTo: dateOrNull(input.availableTo),
      audience,
      audienceStudentIds: input.audienceStudentIds ?? [],
      audienceGroupIds: input.audienceGroupIds ?? [],
    };
    await checkState(tx, manager, courseId, null, state, { questionnaire: input.questionnaire, fileMediaId: true, students: true, groups: true });
    const [row] = await tx.insert(courseSubsections).values({
      sectionId,
      name: input.name.trim(),
      description: input.description ?? null,
      ...stateColumns(state),
      ...(input.isOptional !== undefined ? { isOptional: input.isOptional } : {}),
      ...(input.isPublished !== undefined ? { isPublished: input.isPublished } : {}),
      ...(input.weight !== undefined ? { weight: input.weight } : {}),
      sortOrder: sql`(select coalesce(max(${courseSubsections.sortOrder}) + 1, 0) from ${courseSubsections} where ${courseSubsections.sectionId} = ${sectionId})`,
    }).returning({ id: courseSubsections.id });
    await writeLinks(tx, row!.id, state, input.questionnaire);
    await recomputeCourseProgress(tx, courseId);
    return loadManagedSubsection(tx, courseId, row!.id);
  });
}

/**
 * Changes what the patch carries. Changing the content type drops the
 * content of the old type that the patch does not restate (its file, lecture
 * link or questions); moving (`sectionId`) puts it at the end of that section.
 */
export async function updateSubsection(db: Db, manager: Manager, courseId: number, subsectionId: number, patch: SubsectionPatch): Promise<ManagedSubsection> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findSubsectionForUpdate(tx, courseId, subsectionId);
    const links = await linksOf(tx, subsectionId);
    const type = (patch.contentType ?? current.contentType) as ContentType | null;
    const audience = patch.audience ?? (current.audience as Audience);
    const keep = <T>(given: T | undefined, stored: T, empty: T, kept: boolean): T => (given !== undefined ? given : kept ? stored : empty);
    const state: SubsectionState = {
      contentType: type,
      body: patch.body !== undefined ? richTextOrNull(patch.body) : current.body,
      fileMediaId: keep(patch.fileMediaId, current.fileMediaId, null, type === 'FILE'),
      onlineLectureId: keep(patch.onlineLectureId, links.onlineLectureId, null, type === 'ONLINE_LECTURE'),
      onCampusLectureId: keep(patch.onCampusLectureId, links.onCampusLectureId, null, type === 'ON_CAMPUS_LECTURE'),
      questionCount: patch.questionnaire?.length ?? (type === 'QUESTIONNAIRE' ? links.questionCount : 0),
      availableFrom: patch.availableFrom !== undefined ? dateOrNull(patch.availableFrom) : current.availableFrom,
      availableTo: patch.availableTo !== undefined ? dateOrNull(patch.availableTo) : current.availableTo,
      audience,
      audienceStudentIds: keep(patch.audienceStudentIds, links.audienceStudentIds, [], audience === 'SPECIFIC_STUDENTS'),
      audienceGroupIds: keep(patch.audienceGroupIds, links.audienceGroupIds, [], audience === 'SPECIFIC_GROUPS'),
    };
    await checkState(tx, manager, courseId, subsectionId, state, {
      questionnaire: patch.questionnaire,
      fileMediaId: state.fileMediaId !== current.fileMediaId,
      students: patch.audienceStudentIds !== undefined,
      groups: patch.audienceGroupIds !== undefined,
    });
    const moving = patch.sectionId !== undefined && patch.sectionId !== current.sectionId;
    if (moving && !(await sectionIdsOf(tx, courseId)).includes(patch.sectionId!)) throw contentInvalid(`No section ${patch.sectionId} in this course`);
    await tx.update(courseSubsections).set({
      ...stateColumns(state),
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.isOptional !== undefined ? { isOptional: patch.isOptional } : {}),
      ...(patch.isPublished !== undefined ? { isPublished: patch.isPublished } : {}),
      ...(patch.weight !== undefined ? { weight: patch.weight } : {}),
      ...(moving ? {
        sectionId: patch.sectionId,
        sortOrder: sql`(select coalesce(max(${courseSubsections.sortOrder}) + 1, 0) from ${courseSubsections} where ${courseSubsections.sectionId} = ${patch.sectionId})`,
      } : {}),
    }).where(eq(courseSubsections.id, subsectionId));
    await writeLinks(tx, subsectionId, state, patch.questionnaire);
    if (COUNTED_FIELDS.some((field) => patch[field] !== undefined)) await recomputeCourseProgress(tx, courseId);
    return loadManagedSubsection(tx, courseId, subsectionId);
  });
}

/** Removes the subsection with its questions, attachments and audience (its lecture stays, unlinked). */
export async function deleteSubsection(db: Db, manager: Manager, courseId: number, subsectionId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    await findSubsectionForUpdate(tx, courseId, subsectionId);
    await tx.delete(courseSubsections).where(eq(courseSubsections.id, subsectionId));
    await recomputeCourseProgress(tx, courseId);
  });
}
