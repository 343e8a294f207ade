import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registrationRoutes as r } from '@school/contract';
import { addRoute, ok, type TRouteOptions } from '../../http/route';
import { handleError } from '../../http/errors.plugin';
import { AppError } from '../../lib/app-error';
import { sendDownload } from '../../lib/file-reply';
import * as service from './registration.service';
import * as configuration from './registration-configuration.service';
import * as publicRegistration from './registration-public.service';
import * as reports from './registration-report.service';

/**
 * Abuse limits of the public calls (issue 5: rate limited, size limited). Limits count per address and
 * per route: a person registers once or twice, a school's lab may register a class from one address.
 */
const PUBLIC_READ: TRouteOptions = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const REGISTER_LIMIT = { max: 10, timeWindow: '10 minutes' };
/**
 * A failed registration answers the pre-applicant info the request carried (data-calls §7). A request
 * refused before its body was read (too many requests, too large) has none to answer.
 */
const withInfo = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
  const unread = status === 429 || status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT';
  return handleError(error, request, reply, unread ? undefined : publicRegistration.preApplicantInfo(request.body));
};

export async function registerRegistrationRoutes(api: FastifyInstance) {
  // ---- public
  addRoute(api, r.current, async ({ deps, query, auth }) => ok(await publicRegistration.getCurrent(deps, query.schoolCode, auth)), PUBLIC_READ);
  addRoute(
    api,
    r.questions,
    async ({ deps, query, auth }) => {
      const rows = await publicRegistration.getQuestions(deps, query.schoolCode, auth);
      return ok(rows, rows.length);
    },
    PUBLIC_READ,
  );
  addRoute(
    api,
    r.occupations,
    async ({ deps }) => {
      const rows = await publicRegistration.listOccupations(deps);
      return ok(rows, rows.length);
    },
    PUBLIC_READ,
  );
  addRoute(api, r.create, async ({ deps, query, body }) => ok(await publicRegistration.register(deps, query.schoolCode, body)), {
    rateLimit: REGISTER_LIMIT,
    // A photo of at most 2 MB, no other file, and a bounded number of short fields.
    multipartLimits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 60, fieldSize: 16 * 1024, parts: 61 },
    errorHandler: withInfo,
  });
  addRoute(api, r.externalRegister, async ({ deps, query, body }) => ok(await publicRegistration.register(deps, query.schoolCode, body)), {
    rateLimit: REGISTER_LIMIT,
    bodyLimit: 64 * 1024,
    multipartLimits: { fileSize: 1, files: 0, fields: 60, fieldSize: 16 * 1024, parts: 60 },
    errorHandler: withInfo,
  });
  addRoute(api, r.status, async ({ deps, query }) => ok(await publicRegistration.getStatus(deps, query)), { rateLimit: { max: 20, timeWindow: '10 minutes' } });

  // ---- configuration
  addRoute(api, r.configurationList, async ({ deps, auth, query }) => {
    const rows = await configuration.listConfigurations(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.configurationCreate, async ({ deps, auth, body }) => ok(await configuration.createConfiguration(deps, auth, body)));
  addRoute(api, r.configurationUpdate, async ({ deps, auth, body }) => ok(await configuration.updateConfiguration(deps, auth, body)));
  addRoute(api, r.configurationDelete, async ({ deps, auth, params }) => {
    await configuration.deleteConfiguration(deps, auth, params.id);
    return ok(null);
  });

  // ---- pre-applicants
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { rows, total } = await service.listPreApplicants(deps, auth, query);
    return ok(rows, total);
  });
  addRoute(api, r.detail, async ({ deps, auth, query }) => ok(await service.getPreApplicantDetail(deps, auth, query.id)));
  addRoute(api, r.applicant, async ({ deps, auth, query }) => ok(await service.getPreApplicantApplicant(deps, auth, query.id)));
  addRoute(api, r.approve, async ({ deps, auth, query }) => ok(await service.approvePreApplicant(deps, auth, query)));
  addRoute(api, r.approvePost, async ({ deps, auth, query }) => ok(await service.approvePreApplicant(deps, auth, query)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updatePreApplicant(deps, auth, body)));
  addRoute(api, r.push, async ({ deps, auth, body }) => ok(await service.pushPreApplicant(deps, auth, body.Id)));
  addRoute(api, r.photo, async ({ deps, auth, query, reply }) => {
    const photo = await service.getPreApplicantPhoto(deps, auth, query.id);
    reply.header('cache-control', 'private, no-cache').header('content-security-policy', "default-src 'none'");
    return reply.type(photo.file.contentType).header('content-disposition', 'inline; filename="photo"').send(photo.data);
  });

  // ---- reports and exam rooms
  addRoute(api, r.generateRoom, async ({ deps, auth, query }) => {
    const rooms = await service.generateRooms(deps, auth, query);
    return ok(rooms, rooms.length);
  });
  addRoute(api, r.generateRoomPost, async ({ deps, auth, query }) => {
    const rooms = await service.generateRooms(deps, auth, query);
    return ok(rooms, rooms.length);
  });
  addRoute(api, r.reportList, async ({ deps, auth, query, reply }) => sendDownload(reply, await reports.preApplicantListPdf(deps, auth, query)));
  addRoute(api, r.reportRoom, async ({ deps, auth, query, reply }) => sendDownload(reply, await reports.preApplicantRoomPdf(deps, auth, query)));
  addRoute(api, r.exportInfo, async ({ deps, auth, query, reply }) => sendDownload(reply, await reports.preApplicantXlsx(deps, auth, query)));
}
