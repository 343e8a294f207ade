import type { FastifyInstance } from 'fastify';
import { holidayRoutes } from '@school/contract/holiday/holiday.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './holiday.service';

export async function registerHolidayRoutes(api: FastifyInstance) {
  addRoute(api, holidayRoutes.list, async ({ deps, auth, query }) => {
    const items = await service.listHolidays(deps, auth, query);
    return ok(items, items.length);
  });
  addRoute(api, holidayRoutes.create, async ({ deps, auth, body }) => ok(await service.createHoliday(deps, auth, body)));
  addRoute(api, holidayRoutes.update, async ({ deps, auth, body }) => ok(await service.updateHoliday(deps, auth, body)));
  addRoute(api, holidayRoutes.delete, async ({ deps, auth, query }) => {
    await service.deleteHoliday(deps, auth, query.id);
    return ok(null);
  });
}
