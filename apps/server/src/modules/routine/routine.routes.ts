import type { FastifyInstance } from 'fastify';
import { routineRoutes as r } from '@school/contract/routine/routine.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './routine.service';
import * as report from './routine-report.service';

export async function registerRoutineRoutes(api: FastifyInstance) {
  addRoute(api, r.week, async ({ deps, auth, query }) => ok(await service.getWeek(deps, auth, query)));
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createRoutine(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateRoutine(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => {
    await service.deleteRoutine(deps, auth, query.id);
    return ok(null);
  });
  addRoute(api, r.detail, async ({ deps, auth, query }) => ok(await service.getDetail(deps, auth, query)));
  addRoute(api, r.myDay, async ({ deps, auth, query }) => ok(await service.getMyDay(deps, auth, query)));
  addRoute(api, r.substitute, async ({ deps, auth, body }) => ok(await service.saveSubstitute(deps, auth, body)));
  addRoute(api, r.deleteSubstitute, async ({ deps, auth, query }) => {
    await service.deleteSubstitute(deps, auth, query.id);
    return ok(null);
  });
  addRoute(api, r.copy, async ({ deps, auth, body }) => ok(await service.copyClassWeek(deps, auth, body)));
  addRoute(api, r.copyYear, async ({ deps, auth, body }) => ok(await service.copyYear(deps, auth, body)));
  addRoute(api, r.print, async ({ deps, auth, query, reply }) => sendDownload(reply, await report.weekPdf(deps, auth, query)));
  addRoute(api, r.scheduleClass, async ({ deps, auth, query }) => {
    const items = await service.getClassDay(deps, auth, query);
    return ok(items, items.length);
  });
  addRoute(api, r.studentScheduleClass, async ({ deps, auth, query }) => ok(await service.getStudentWeek(deps, auth, query)));
  addRoute(api, r.reportFilter, async ({ deps, auth, query }) => {
    const items = await service.listFilterRoutines(deps, auth, query);
    return ok(items, items.length);
  });
}
