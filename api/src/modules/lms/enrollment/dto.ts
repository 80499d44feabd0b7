import { Type } from '@sinclair/typebox';
import { DateTimeSchema } from '../../../core/http-schemas';

export const EnrollmentSchema = Type.Object({
  courseId: Type.Integer(),
  enrolledAt: DateTimeSchema,
  isFinished: Type.Boolean(),
});
