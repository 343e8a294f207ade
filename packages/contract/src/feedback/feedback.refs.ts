// Generated from feedback.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { feedbackRoutes } from './feedback.routes';

export const feedbackRefs = routeRefs<typeof feedbackRoutes>({
  create: { method: 'POST', path: '/api/user-feedback', bodyKind: 'form', keepKeys: true },
  list: { method: 'GET', path: '/api/user-feedback' },
});
