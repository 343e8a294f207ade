import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES } from '../lib/app-error';
import { fieldMessages } from './validation-messages';

/**
 * One error handler for the whole API: every error answers the envelope
 * `{ StatusCode, Message, MessageEn }` (plus `Errors` per field for bad input). Details of a 5xx are
 * logged with the request id and never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      return reply.status(error.status).send({
        StatusCode: error.status,
        Message: error.messageKm,
        MessageEn: error.messageEn,
        ...(error.data !== undefined ? { Data: error.data } : {}),
        ...(error.errors ? { Errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
      const errors = fieldMessages(error.validation.map(toIssue));
      const base = ERROR_CODES.BAD_REQUEST;
      return reply.status(400).send({
        StatusCode: 400,
        Message: `${base.km}: ${errors.map((e) => `${e.Field || where} – ${e.Message}`).join('; ')}`,
        MessageEn: `${base.en}: ${errors.map((e) => `${e.Field || where} – ${e.MessageEn}`).join('; ')}`,
        Errors: errors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return sendInternal(reply);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendCode(reply, 'RATE_LIMITED');
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT')
      return sendCode(reply, 'TOO_LARGE');
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendCode(reply, 'UNSUPPORTED_FILE');
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, message: error.message }, 'client error');
      return reply.status(status).send({
        StatusCode: status,
        Message: ERROR_CODES.BAD_REQUEST.km,
        MessageEn: status === 400 ? `${ERROR_CODES.BAD_REQUEST.en}: ${error.message}` : error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendInternal(reply);
  });
});

function sendCode(reply: FastifyReply, code: keyof typeof ERROR_CODES) {
  const e = ERROR_CODES[code];
  return reply.status(e.status).send({ StatusCode: e.status, Message: e.km, MessageEn: e.en });
}

function sendInternal(reply: FastifyReply) {
  return sendCode(reply, 'INTERNAL');
}

/**
 * fastify-type-provider-zod hands each zod issue over as `{ keyword: code, instancePath: '/a/b', message,
 * params: the issue's other fields }`; this puts the issue back together for `fieldMessages`.
 */
function toIssue(v: { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> }) {
  const nested = v.params.issue as { path?: PropertyKey[] } | undefined;
  if (nested) return { ...nested, path: nested.path };
  return {
    ...v.params,
    code: v.keyword,
    message: v.message,
    path: v.instancePath.split('/').filter((segment) => segment !== ''),
  };
}
