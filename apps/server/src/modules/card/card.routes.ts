import type { FastifyInstance } from 'fastify';
import { cardRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './card.service';

export async function registerCardRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listCards(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createCard(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateCard(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteCard(deps, auth, query.id).then(() => null)));
}
