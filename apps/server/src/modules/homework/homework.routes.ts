import type { FastifyInstance } from 'fastify';
import { homeworkRoutes as r } from '@school/contract/homework/homework.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './homework.service';

export async function registerHomeworkRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listHomework(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, r.find, async ({ deps, auth, query }) => ok(await service.findHomework(deps, auth, query)));
  addRoute(api, r.targets, async ({ deps, auth, query }) => ok(await service.listTargets(deps, auth, query)));
  addRoute(api, r.assign, async ({ deps, auth, body }) => ok(await service.assignHomework(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateHomework(deps, auth, body)));
  addRoute(api, r.archive, async ({ deps, auth, body }) => ok(await service.archiveHomework(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteHomework(deps, auth, query.id)));
  addRoute(api, r.comment, async ({ deps, auth, body }) => ok(await service.addComment(deps, auth, body)));
  addRoute(api, r.submit, async ({ deps, auth, body }) => ok(await service.submitHomework(deps, auth, body)));
  addRoute(api, r.result, async ({ deps, auth, body }) => ok(await service.returnResult(deps, auth, body)));
  addRoute(api, r.history, async ({ deps, auth, query }) => ok(await service.history(deps, auth, query)));
  addRoute(api, r.file, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.readFile(deps, auth, query.id)));
  addRoute(api, r.scoreOption, async ({ deps, auth, query }) => ok(await service.scoreOption(deps, auth, query)));
  addRoute(api, r.scoreTransfer, async ({ deps, auth, body }) => ok(await service.scoreTransfer(deps, auth, body)));
  addRoute(api, r.resultDocument, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.readFile(deps, auth, query.id, true)));
}
