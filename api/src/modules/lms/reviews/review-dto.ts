import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from '../../../core/http-schemas';

const REVIEW_TEXT_MAX_LENGTH = 2000;

/** A course review as members see it (docs/design/lms-api.md `Review`). */
export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  author: Type.Object({ id: Type.Integer(), name: Type.String({ description: 'In x-lang when the member has that name' }), profileImageUrl: Nullable(Type.String()) }),
});
export type Review = Static<typeof ReviewSchema>;

export const MyReviewBodySchema = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.Optional(Type.String({ maxLength: REVIEW_TEXT_MAX_LENGTH, default: '' })),
}, { additionalProperties: false });
export type MyReviewBody = Static<typeof MyReviewBodySchema>;
