import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@halaqa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { REQUEST_ID_HEADER } from './request-id';

const GENERIC_500 = 'Internal server error';

/** Maps anything thrown during a request to the one error body of the API. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError && typeof fastifyError === 'object') {
    if (fastifyError.validation) {
      return { statusCode: 400, code: ERROR_CODES.INVALID_INPUT, message: fastifyError.message ?? 'Invalid input' };
    }
    const fastifyCode = typeof fastifyError.code === 'string' ? fastifyError.code : '';
    if (fastifyCode.startsWith('FST_ERR_CTP_')) {
      const status = clientStatus(fastifyError.statusCode) ?? 400;
      return { statusCode: status, code: ERROR_CODES.MALFORMED_BODY, message: fastifyError.message ?? 'Malformed body' };
    }
    if (fastifyCode === 'FST_ERR_BAD_URL') {
      return { statusCode: 400, code: ERROR_CODES.INVALID_INPUT, message: 'Malformed URL' };
    }
    // Backstop: PostgreSQL "data exception" (class 22) means input the schemas let through.
    if (isPgDataException(error)) {
      return { statusCode: 400, code: ERROR_CODES.INVALID_INPUT, message: 'Invalid input' };
    }
    const status = clientStatus(fastifyError.statusCode);
    if (status) return { statusCode: status, code: codeForStatus(status), message: fastifyError.message ?? 'Bad request' };
  }
  return { statusCode: 500, code: ERROR_CODES.INTERNAL, message: GENERIC_500 };
}

function clientStatus(status: unknown): number | null {
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401: return ERROR_CODES.INVALID_ACCESS_TOKEN;
    case 403: return ERROR_CODES.FORBIDDEN;
    case 404: return ERROR_CODES.NOT_FOUND;
    case 413: case 415: return ERROR_CODES.MALFORMED_BODY;
    case 429: return ERROR_CODES.TOO_MANY_REQUESTS;
    default: return ERROR_CODES.INVALID_INPUT;
  }
}

function isPgDataException(error: unknown): boolean {
  // drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

function notFoundBody(request: Pick<FastifyRequest, 'method' | 'url'>): ApiErrorBody {
  const path = request.url.split('?')[0] ?? '';
  return { statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: `Route ${request.method} ${path.slice(0, 200)} not found` };
}

/** Every error answer names its request (body and header alike): the line to look for in the log. */
function sendError(reply: FastifyReply, body: ApiErrorBody): FastifyReply {
  const requestId = reply.request.id;
  return reply.code(body.statusCode).header(REQUEST_ID_HEADER, requestId).type('application/json; charset=utf-8')
    .send({ ...body, requestId });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error, method: request.method, route: request.routeOptions.url }, 'request failed');
    return sendError(reply, body);
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, notFoundBody(request)));
}

/** For Fastify's `frameworkErrors` option: failures before routing (bad URL encoding). */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, toErrorBody(error));
}
