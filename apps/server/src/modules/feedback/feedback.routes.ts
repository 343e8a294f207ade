import type { FastifyInstance } from 'fastify';
import { feedbackRoutes } from '@school/contract/feedback/feedback.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './feedback.service';

export async function registerFeedbackRoutes(api: FastifyInstance) {
  addRoute(api, feedbackRoutes.create, async ({ deps, auth, body }) => ({
    ...ok(await service.createFeedback(deps, auth, body)),
    Message: 'សូមអរគុណចំពោះមតិកែលម្អរបស់អ្នក',
    MessageEn: 'Thank you for your feedback',
  }));
  addRoute(api, feedbackRoutes.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listFeedback(deps, auth, query);
    return ok(items, total);
  });
}
