import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES } from '../lib/app-error';
import { fieldMessages } from './validation-messages';
import { isMalformedMultipart } from './input-guard.plugin';

/**
 * One error handler for the whole API: every error answers the envelope
 * `{ StatusCode, Message, MessageEn }` (plus `Errors` per field for bad input). Details of a 5xx are
 * logged with the request id and never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => handleError(error, request, reply));
});

/**
 * The app's error handler. A route's own handler may call it with `data`: the `Data` of a 4xx answer when
 * the error carries none (a failed registration answers the applicant's own info, data-calls §7).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, data?: unknown) {
  const extra = data !== undefined ? { Data: data } : {};
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'app error');
    return reply.status(error.status).send({
      StatusCode: error.status,
      Message: error.messageKm,
      MessageEn: error.messageEn,
      ...(error.data !== undefined ? { Data: error.data } : error.status < 500 ? extra : {}),
      ...(error.errors ? { Errors: error.errors } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
    // fastify-type-provider-zod 7 spreads each zod issue into `params` (without path, code and message),
    // keeps the code as `keyword` and the path as `instancePath`; put the issue back together.
    const errors = fieldMessages(
      error.validation.map((v) => ({
        ...(v.params as object),
        code: v.keyword,
        message: v.message,
        path: (v.instancePath ?? '').split('/').filter(Boolean),
      })),
    );
    const base = ERROR_CODES.BAD_REQUEST;
    return reply.status(400).send({
      StatusCode: 400,
      Message: `${base.km}: ${errors.map((e) => `${e.Field || where} – ${e.Message}`).join('; ')}`,
      MessageEn: `${base.en}: ${errors.map((e) => `${e.Field || where} – ${e.MessageEn}`).join('; ')}`,
      ...extra,
      Errors: errors,
    });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
    return sendInternal(reply);
  }
  const status = error.statusCode ?? (isMalformedMultipart(error) ? 400 : 500);
  if (status === 429) return sendCode(reply, 'RATE_LIMITED');
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') return sendCode(reply, 'TOO_LARGE');
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
}

function sendCode(reply: FastifyReply, code: keyof typeof ERROR_CODES) {
  const e = ERROR_CODES[code];
  return reply.status(e.status).send({ StatusCode: e.status, Message: e.km, MessageEn: e.en });
}

function sendInternal(reply: FastifyReply) {
  return sendCode(reply, 'INTERNAL');
}
