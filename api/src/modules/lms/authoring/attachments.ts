import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { Manager } from '../manage/manager';
import { subsectionAttachments } from '../content/tables';
import { contentInvalid } from './content-invalid';
import { findSubsectionForUpdate } from './course-content';
import { inEditableCourse } from './editable-course';
import { checkReadyMedia } from './ready-media';
import type { Attachment, AttachmentInput } from './subsection-dto';

/** A file (READY media of the organization) or an outside link listed under the subsection, after the others. */
export async function addAttachment(db: Db, manager: Manager, courseId: number, subsectionId: number, input: AttachmentInput): Promise<Attachment> {
  if ((input.mediaId === undefined) === (input.link === undefined)) throw contentInvalid('An attachment is either mediaId or link');
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await findSubsectionForUpdate(tx, courseId, subsectionId);
    if (input.mediaId !== undefined) await checkReadyMedia(tx, manager.organizationId, input.mediaId);
    const [row] = await tx.insert(subsectionAttachments).values({
      subsectionId,
      name: input.name.trim(),
      mediaId: input.mediaId ?? null,
      link: input.link ?? null,
      sortOrder: sql`(select coalesce(max(${subsectionAttachments.sortOrder}) + 1, 0) from ${subsectionAttachments} where ${subsectionAttachments.subsectionId} = ${subsectionId})`,
    }).returning({
      id: subsectionAttachments.id, name: subsectionAttachments.name, mediaId: subsectionAttachments.mediaId,
      link: subsectionAttachments.link, sortOrder: subsectionAttachments.sortOrder,
    });
    return row!;
  });
}

export async function deleteAttachment(db: Db, manager: Manager, courseId: number, subsectionId: number, attachmentId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    await findSubsectionForUpdate(tx, courseId, subsectionId);
    const deleted = await tx.delete(subsectionAttachments)
      .where(and(eq(subsectionAttachments.subsectionId, subsectionId), eq(subsectionAttachments.id, attachmentId)))
      .returning({ id: subsectionAttachments.id });
    if (!deleted.length) throw notFound(undefined, 'Attachment not found');
  });
}
