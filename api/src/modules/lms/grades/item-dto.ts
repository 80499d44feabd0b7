import type { GradeItem } from './dto';
import type { GradeItemRow } from './member-grades';

export const gradeItemDto = (row: GradeItemRow): GradeItem => ({
  id: row.id,
  courseId: row.courseId,
  name: row.name,
  shortName: row.shortName,
  description: row.description,
  maxPoints: row.maxPoints,
  canExceed: row.canExceed,
  bonus: row.bonus,
  isCountedTowardsFinalGrade: row.isCountedTowardsFinalGrade,
  weight: row.weight,
  isPublished: row.isPublished,
  rubricId: row.rubricId,
  assignmentId: row.assignmentId,
  sort: row.sort,
});
