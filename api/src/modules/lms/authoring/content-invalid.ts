import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';

/** 400 crs-002: the change would leave the course's content inconsistent (the message says how). */
export const contentInvalid = (message: string): AppError => new AppError(400, ERROR_CODES.COURSE_CONTENT_INVALID, message);
