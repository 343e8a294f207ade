import type { FastifyInstance } from 'fastify';
import { enumCalls } from '@school/contract/enum/enum.routes';
import { addRoute, ok } from '../../http/route';

/**
 * Every enumeration call answers its list from the contract's catalogue (enum/enum.values.ts), so the
 * web app and the server share one set of values and labels. Nothing to look up: no service, no query.
 */
export async function registerEnumRoutes(api: FastifyInstance) {
  for (const { route, data } of enumCalls) {
    addRoute(api, route, async () => ok(data));
  }
}
