// Generated from setup-wizard.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { setupWizardRoutes } from './setup-wizard.routes';

export const setupWizardRefs = routeRefs<typeof setupWizardRoutes>({
  current: { method: 'GET', path: '/api/setup-wizard/current' },
  byYear: { method: 'GET', path: '/api/setup-wizard' },
  start: { method: 'POST', path: '/api/setup-wizard', bodyKind: 'json' },
  step: { method: 'PUT', path: '/api/setup-wizard/step', bodyKind: 'json' },
  copy: { method: 'POST', path: '/api/setup-wizard/copy', bodyKind: 'json' },
  summary: { method: 'GET', path: '/api/setup-wizard/summary' },
  complete: { method: 'POST', path: '/api/setup-wizard/complete', bodyKind: 'json' },
  cancel: { method: 'DELETE', path: '/api/setup-wizard' },
  semesters: { method: 'GET', path: '/api/setup-wizard/semester' },
  saveSemesters: { method: 'PUT', path: '/api/setup-wizard/semester', bodyKind: 'json' },
});
