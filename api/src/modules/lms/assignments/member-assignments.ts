import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { groupIdsOfMember } from '../course-groups/group-rows';
import { courseGroups } from '../content/tables';
import { openItem } from '../player/open-item';
import { findVisible, loadOutline, type Outline } from '../player/outline';
import type { PlayerSeat } from '../player/player-gate';
import { eq } from 'drizzle-orm';
import { assignmentsOnItems, findAssignment, iso, type AssignmentRow } from './assignment-rows';
import type { AssignmentDetail, AssignmentSummary } from './dto';
import { submissionOwnerOf } from './group-rule';
import { asSubmissionTypes, filesOf, ownerFilter, selectSubmissions, submissionDto, type OwnerRef } from './submission-rows';
import { dueStateOf, submissionVerdict } from './submission-window';
import type { SubmissionStatus } from './tables';

/**
 * Assignments as members read them in the player (docs/design/course-work-api.md
 * "Member calls"): those whose item the caller can see, with the caller's own
 * (or their group's) attempts; nobody else's are ever returned.
 */

const refusalCodes = {
  NOT_OPEN: ERROR_CODES.ASSIGNMENT_NOT_OPEN,
  CLOSED: ERROR_CODES.ASSIGNMENT_CLOSED,
  RESUBMISSION_CLOSED: ERROR_CODES.ASSIGNMENT_RESUBMISSION_CLOSED,
} as const;
export const refusalCodeOf = (reason: keyof typeof refusalCodes) => refusalCodes[reason];

function fieldsOf(row: AssignmentRow, locked: boolean, now: Date) {
  return {
    id: row.id,
    subsectionId: row.subsectionId,
    title: row.title,
    isGroupAssignment: row.isGroupAssignment,
    availableFrom: iso(row.availableFrom),
    availableTo: iso(row.availableTo),
    dueDate: iso(row.dueDate),
    dueState: dueStateOf(row, now),
    submissionTypes: asSubmissionTypes(row.submissionTypes),
    locked,
  };
}

/** Whose attempts the caller sees: their own, or (group work) their group's; null when in no group. */
async function ownerOfCaller(db: Db, seat: PlayerSeat, row: AssignmentRow, groupIds?: number[]): Promise<OwnerRef | null> {
  const verdict = submissionOwnerOf(row.isGroupAssignment, seat.caller.userId, groupIds ?? await groupIdsOfMember(db, seat.course.id, seat.caller.userId));
  if (!verdict.ok) return null;
  return verdict.owner.kind === 'GROUP' ? { groupId: verdict.owner.groupId } : { studentId: verdict.owner.studentId };
}

export async function listMemberAssignments(db: Db, seat: PlayerSeat): Promise<{ data: AssignmentSummary[] }> {
  const outline = await loadOutline(db, seat);
  const items = outline.visible.filter((item) => item.contentType === 'ASSIGNMENT');
  const rows = await assignmentsOnItems(db, seat.course.id, items.map((item) => item.id));
  const bySubsection = new Map(rows.map((row) => [row.subsectionId, row]));
  const groupIds = await groupIdsOfMember(db, seat.course.id, seat.caller.userId);
  const data: AssignmentSummary[] = [];
  for (const item of items) {
    const row = bySubsection.get(item.id);
    if (!row) continue;
    const owner = await ownerOfCaller(db, seat, row, groupIds);
    const [latest] = owner ? await selectSubmissions(db, ownerFilter(row.id, owner)) : [];
    data.push({
      ...fieldsOf(row, item.access.lock !== null, seat.caller.now),
      latest: latest ? {
        attempt: latest.submission.attempt, status: latest.submission.status as SubmissionStatus,
        isLate: latest.submission.isLate, createdAt: latest.submission.createdAt.toISOString(),
      } : null,
    });
  }
  return { data };
}

/** The assignment the caller may open (hidden or another course's: 404; locked: 403 ply-002). */
export async function openAssignment(db: Db, seat: PlayerSeat, assignmentId: number, outline?: Outline): Promise<AssignmentRow> {
  const row = await findAssignment(db, seat.course.id, assignmentId);
  const loaded = outline ?? await loadOutline(db, seat);
  if (!findVisible(loaded, row.subsectionId)) throw notFound(ERROR_CODES.NOT_FOUND, 'Assignment not found');
  openItem(loaded, row.subsectionId);
  return row;
}

export async function memberAssignment(db: Db, seat: PlayerSeat, assignmentId: number): Promise<AssignmentDetail> {
  const row = await openAssignment(db, seat, assignmentId);
  const owner = await ownerOfCaller(db, seat, row);
  const attempts = owner ? await selectSubmissions(db, ownerFilter(row.id, owner)) : [];
  const group = owner && 'groupId' in owner
    ? (await db.select({ id: courseGroups.id, name: courseGroups.name }).from(courseGroups).where(eq(courseGroups.id, owner.groupId)))[0] ?? null
    : null;
  const media = row.mediaId ? (await filesOf(db, [row.mediaId])).get(row.mediaId) ?? null : null;
  let refusal: string | null = null;
  if (seat.role !== 'STUDENT') refusal = ERROR_CODES.CONTENT_ACTION_INVALID;
  else if (!owner) refusal = ERROR_CODES.SUBMISSION_NEEDS_GROUP;
  else {
    const verdict = submissionVerdict(row, seat.caller.now, attempts.length > 0);
    if (!verdict.accepted) refusal = refusalCodeOf(verdict.reason);
  }
  return {
    ...fieldsOf(row, false, seat.caller.now),
    body: row.body,
    media,
    group,
    canSubmit: refusal === null,
    refusal,
    attempts: attempts.map((attempt) => submissionDto(attempt, seat.caller.language)),
  };
}
