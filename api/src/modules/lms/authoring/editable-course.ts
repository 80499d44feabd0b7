import type { Db } from '../../../core/db/types';
import { findEditableCourse, type Manager } from '../manage/manager';

/**
 * Runs one authoring write as one transaction, after checking (inside it)
 * that the manager may edit the course: 404 req-002 otherwise, as the manage
 * calls answer (another organization's course, or one an instructor does not teach).
 */
export function inEditableCourse<T>(db: Db, manager: Manager, courseId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await findEditableCourse(tx, manager, courseId);
    return work(tx);
  });
}
