// Generated from score.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { scoreRoutes } from './score.routes';

export const scoreRefs = routeRefs<typeof scoreRoutes>({
  schedule: { method: 'GET', path: '/api/score/entry/schedule' },
  home: { method: 'GET', path: '/api/scoring/home' },
  byClassAndExamType: { method: 'GET', path: '/api/score/entry/by-class-and-exam-type' },
  batchSave: { method: 'POST', path: '/api/score/entry/v2/batch-save', bodyKind: 'json' },
});
