import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import { media } from '../../media/tables';
import { lockEnrollment, lockProgressRow, refreshProgress, storedProgress } from '../progress/completion';
import { subsectionProgress } from '../progress/tables';
import { isWatchedEnough, mergeWatchedRanges, watchedSecondsOf, type WatchedRange } from '../progress/watched-ranges';
import type { PlaybackAnswer, PlaybackBody } from './dto';
import { isPlayable } from './file-kind';
import { actionInvalid, openItem } from './open-item';
import { loadOutline } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { writerOf } from './progress-writer';

/** Ranges may end a little past the length: players report the last frame's time rounded up. */
const END_SLACK_SECONDS = 2;

/**
 * POST .../playback: what the student watched since the last report. The
 * ranges merge with the stored ones under the row lock, so concurrent
 * reports (two tabs) lose nothing and a replay changes nothing; 90% watched
 * completes the item.
 */
export async function recordPlayback(db: Db, seat: PlayerSeat, subsectionId: number, body: PlaybackBody): Promise<PlaybackAnswer> {
  const item = openItem(await loadOutline(db, seat), subsectionId);
  if (item.contentType !== 'FILE' || !isPlayable(item.fileKind) || item.fileMediaId === null) {
    throw actionInvalid('Playback is reported for video and audio items only');
  }
  const [file] = await db.select({ durationSeconds: media.durationSeconds }).from(media).where(eq(media.id, item.fileMediaId));
  const durationSeconds = file?.durationSeconds ?? null;
  const ranges = body.ranges.map(([from, to]): WatchedRange => [from, to]);
  checkRanges(ranges, durationSeconds);
  if (!writesProgress(seat)) return { isCompleted: false, progress: null, watchedSeconds: 0, durationSeconds };

  const writer = writerOf(seat);
  return db.transaction(async (tx) => {
    await lockEnrollment(tx, writer);
    const row = await lockProgressRow(tx, writer, item.id);
    const merged = mergeWatchedRanges(row.watchedRanges, ranges);
    const completesNow = row.completedAt === null && isWatchedEnough(merged, durationSeconds);
    await tx.update(subsectionProgress).set({
      watchedRanges: merged,
      playbackPosition: body.position,
      lastOpenedAt: writer.now,
      ...(completesNow ? { completedAt: writer.now } : {}),
    }).where(and(eq(subsectionProgress.userId, writer.userId), eq(subsectionProgress.subsectionId, item.id)));
    const progress = completesNow ? await refreshProgress(tx, writer) : await storedProgress(tx, writer);
    return {
      isCompleted: completesNow || row.completedAt !== null,
      progress,
      watchedSeconds: watchedSecondsOf(merged, durationSeconds),
      durationSeconds,
    };
  });
}

/** 0 <= from < to <= length + slack (400 req-001 otherwise). */
function checkRanges(ranges: readonly WatchedRange[], durationSeconds: number | null): void {
  const end = durationSeconds === null ? Number.POSITIVE_INFINITY : durationSeconds + END_SLACK_SECONDS;
  for (const [from, to] of ranges) {
    if (!(from >= 0 && from < to && to <= end)) throw badRequest(`Each range must be [from, to] with 0 <= from < to <= ${end}: [${from}, ${to}]`);
  }
}

