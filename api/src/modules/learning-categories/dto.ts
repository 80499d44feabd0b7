import { Type, type Static } from '@sinclair/typebox';
import { LocalizedTextSchema, Nullable } from '../../core/http-schemas';

export const LearningCategorySchema = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: LocalizedTextSchema,
  sortOrder: Type.Integer(),
});
export type LearningCategory = Static<typeof LearningCategorySchema>;
