import { answer } from '@halaqa/session/src/testing/fake-api';
import type { PlayerCourse, PlayerSubsection } from '../api/types';
import { playerCourseFixture } from './player-fixtures';

/** The API as the player of course 11 reads it: the outline, and the items given (each visit answered as not completing). */
export function answerPlayer(overrides: Partial<PlayerCourse> = {}, items: readonly PlayerSubsection[] = []) {
  answer('GET', 'courses/11/player', { status: 200, body: playerCourseFixture(overrides) });
  for (const item of items) {
    answer('GET', `courses/11/subsections/${item.id}`, { status: 200, body: item });
    answer('PUT', `courses/11/subsections/${item.id}/visit`, { status: 200, body: { isCompleted: item.isCompleted ?? false, progress: 25 } });
    answer('GET', `courses/11/subsections/${item.id}/notes`, { status: 200, body: [] });
  }
}
