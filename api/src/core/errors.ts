import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';

/** An expected failure: becomes `{statusCode, code, message}` as it is (with `details` when the code's answer carries more, e.g. ord-004's re-priced cart). */
export class AppError extends Error {
  constructor(readonly statusCode: number, readonly code: ErrorCode, message: string, readonly details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = ERROR_CODES.NOT_FOUND, message = 'Not found'): AppError =>
  new AppError(404, code, message);

export const unauthorized = (message = 'Invalid access token'): AppError =>
  new AppError(401, ERROR_CODES.INVALID_ACCESS_TOKEN, message);

export const badRequest = (message: string): AppError => new AppError(400, ERROR_CODES.INVALID_INPUT, message);
