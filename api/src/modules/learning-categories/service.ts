import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import type { LearningCategory } from './dto';
import { learningCategories } from './tables';

export async function listLearningCategories(db: Db, organizationId: number, topLevelOnly = false): Promise<LearningCategory[]> {
  const scope = eq(learningCategories.organizationId, organizationId);
  const rows = await db.select().from(learningCategories)
    .where(topLevelOnly ? and(scope, isNull(learningCategories.parentId)) : scope)
    .orderBy(asc(learningCategories.sortOrder), asc(learningCategories.id));
  return rows.map((row) => ({ id: row.id, parentId: row.parentId, name: { en: row.nameEn, ar: row.nameAr }, sortOrder: row.sortOrder }));
}
