import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import type { MediaStorage } from '../../media/storage';
import { media } from '../../media/tables';
import type { CreatedUpload } from '../../media/uploads';
import { completeLearnerUpload, openLearnerUpload } from '../../lms/player/learner-uploads';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { takesAnswers } from './attempt-rules';
import type { AnswerFile } from './dto';
import { ownAttempt } from './exam-access';

/**
 * Files and recordings a member answers with (docs/design/exams-api.md
 * "Responses"), through lms/player's learner uploads: the member's own open
 * attempt, before its deadline, opens the upload (409 exm-004 once it is
 * over), the chunks go to the signed uploadUrl, the attempt completes it,
 * and the answer names it in mediaIds. A file finished after the deadline
 * is kept, but no save can name it any more.
 */
async function refuseUnlessOpen(db: Db, seat: PlayerSeat, attemptId: number): Promise<void> {
  const attempt = await ownAttempt(db, seat, attemptId);
  if (!takesAnswers(attempt, seat.caller.now)) {
    throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_CLOSED, 'The attempt is over: answers are no longer taken');
  }
}

export async function openAnswerUpload(
  db: Db, storage: MediaStorage, seat: PlayerSeat, attemptId: number, request: { fileName: string; mime: string; sizeBytes: number },
): Promise<CreatedUpload> {
  await refuseUnlessOpen(db, seat, attemptId);
  return openLearnerUpload(db, storage, seat, request);
}

export async function completeAnswerUpload(db: Db, storage: MediaStorage, seat: PlayerSeat, attemptId: number, mediaId: number): Promise<AnswerFile> {
  await refuseUnlessOpen(db, seat, attemptId);
  await completeLearnerUpload(db, storage, seat, mediaId);
  const [row] = await db.select({ id: media.id, fileName: media.fileName, mime: media.mime }).from(media)
    .where(and(eq(media.id, mediaId), eq(media.organizationId, seat.caller.organizationId)));
  return { id: row!.id, fileName: row!.fileName, mime: row!.mime };
}
