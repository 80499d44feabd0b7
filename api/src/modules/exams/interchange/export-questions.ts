import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { readQuestions } from '../bank/read-questions';
import { questions } from '../tables';
import type { ExportQuery } from './dto';
import { writeGift } from './gift-write';
import type { WrittenFile } from './model';
import { writeMoodleXml } from './moodle-xml-write';

export interface ExportedFile extends WrittenFile {
  contentType: string;
  fileName: string;
}

/**
 * The course's top-level questions (a case with its children) as a file, in
 * the order they were written: all of them, a category's, or the ones named
 * (ids of other courses, or of a case's children, are left out).
 */
export async function exportQuestions(db: Db, manager: Manager, courseId: number, query: ExportQuery): Promise<ExportedFile> {
  await findEditableCourse(db, manager, courseId);
  const conditions: SQL[] = [eq(questions.courseId, courseId), isNull(questions.parentId)];
  if (query.categoryId !== undefined) conditions.push(eq(questions.categoryId, query.categoryId));
  if (query.questionIds !== undefined) conditions.push(inArray(questions.id, query.questionIds.split(',').map(Number)));
  const rows = await db.select({ id: questions.id }).from(questions).where(and(...conditions)).orderBy(asc(questions.id));
  const read = await readQuestions(db, rows.map((row) => row.id));
  if (query.format === 'GIFT') {
    return { ...writeGift(read), contentType: 'text/plain; charset=utf-8', fileName: `questions-${courseId}.gift.txt` };
  }
  return { ...writeMoodleXml(read), contentType: 'application/xml; charset=utf-8', fileName: `questions-${courseId}.xml` };
}
