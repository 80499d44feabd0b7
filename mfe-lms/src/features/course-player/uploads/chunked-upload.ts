import { sendUploadChunks, type OpenedUpload } from '@halaqa/api-client';
import { api } from '@halaqa/session';

/** The file as a learner's opening call announces it (an assignment's or a board's `…/uploads`). */
export interface AnnouncedFile {
  fileName: string;
  mime: string;
  sizeBytes: number;
}

/**
 * A learner's file, wherever it goes: `open` asks the place it is for (an
 * assignment, a board) for an upload, the shared client sends the chunks to
 * the signed address the answer gives, and `complete` finishes it there,
 * which tells the type from the bytes. Answers what `complete` answers.
 */
export async function uploadInChunks<Done>(
  file: File,
  calls: { open: (announced: AnnouncedFile) => Promise<OpenedUpload>; complete: (mediaId: number) => Promise<Done> },
): Promise<Done> {
  const opened = await calls.open({ fileName: file.name, mime: file.type || 'application/octet-stream', sizeBytes: file.size });
  await sendUploadChunks(api, opened, file);
  return calls.complete(opened.mediaId);
}
