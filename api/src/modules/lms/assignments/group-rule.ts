/**
 * Who hands in for whom (docs/design/course-work-api.md "Group assignments").
 * Pure. An individual assignment: the member, alone. A group assignment: the
 * member's course group (one line of attempts per group, any member may hand
 * in, all of them see it); a member in no group of the course cannot hand in.
 */
export type SubmissionOwner = { kind: 'STUDENT'; studentId: number } | { kind: 'GROUP'; groupId: number };

export type OwnerVerdict = { ok: true; owner: SubmissionOwner } | { ok: false; reason: 'NO_GROUP' };

export function submissionOwnerOf(isGroupAssignment: boolean, studentId: number, groupIds: readonly number[]): OwnerVerdict {
  if (!isGroupAssignment) return { ok: true, owner: { kind: 'STUDENT', studentId } };
  // A member is in at most one group of a course (course-groups keeps it so); the lowest id decides if data says otherwise.
  const groupId = [...groupIds].sort((a, b) => a - b)[0];
  if (groupId === undefined) return { ok: false, reason: 'NO_GROUP' };
  return { ok: true, owner: { kind: 'GROUP', groupId } };
}

/** What the member may hand in: only the assignment's types, and something for at least one of them. */
export interface SubmissionContent {
  body?: string | null;
  link?: string | null;
  mediaIds?: readonly number[];
}

export type ContentVerdict = { ok: true } | { ok: false; message: string };

export function contentVerdict(allowed: readonly string[], content: SubmissionContent): ContentVerdict {
  const given = {
    TEXT: Boolean(content.body && content.body.trim()),
    LINK: Boolean(content.link && content.link.trim()),
    FILE: Boolean(content.mediaIds && content.mediaIds.length),
  };
  const refused = (Object.keys(given) as Array<keyof typeof given>).filter((type) => given[type] && !allowed.includes(type));
  if (refused.length) return { ok: false, message: `This assignment does not take ${refused.join(', ').toLowerCase()} submissions` };
  if (!given.TEXT && !given.LINK && !given.FILE) return { ok: false, message: 'Hand in some text, a file or a link' };
  return { ok: true };
}
