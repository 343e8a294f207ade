import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../lib/app-error';

/**
 * Answers Fastify and Node give before any route or error handler runs, in the app's envelope and
 * without echoing the request (issue 11, finding 3): a path parameter over `maxParamLength` (414), a
 * malformed URL (400), and the HTTP parser's own errors such as a URL or headers over 16 KB (431).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const base = ERROR_CODES.BAD_REQUEST;
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(status).send({
    StatusCode: status,
    Message: tooLong ? 'អាសយដ្ឋាន (URL) វែងពេក' : base.km,
    MessageEn: tooLong ? 'A part of the address (URL) is too long' : `${base.en}: the address (URL) is not valid`,
  });
}

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, km, en] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'អាសយដ្ឋាន ឬក្បាលសំណើវែងពេក', 'The address (URL) or the headers are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'សំណើយឺតពេក', 'The request took too long']
        : [400, ERROR_CODES.BAD_REQUEST.km, ERROR_CODES.BAD_REQUEST.en];
  const body = JSON.stringify({ StatusCode: status, Message: km, MessageEn: en });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
