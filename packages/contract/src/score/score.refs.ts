// Generated from score-confirmation.routes.ts, score-result.routes.ts, score.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { scoreConfirmationRoutes } from './score-confirmation.routes';
import type { scoreResultRoutes } from './score-result.routes';
import type { scoreRoutes } from './score.routes';

export const scoreConfirmationRefs = routeRefs<typeof scoreConfirmationRoutes>({
  overview: { method: 'GET', path: '/api/score/entry/confirmation' },
  sheetReview: { method: 'GET', path: '/api/score/entry/confirmation-class' },
  submit: { method: 'PUT', path: '/api/score/entry/confirmation-active', bodyKind: 'form' },
  preview: { method: 'POST', path: '/api/score/entry/confirmation-detail-preview', bodyKind: 'form' },
  confirm: { method: 'POST', path: '/api/score/entry/confirmation', bodyKind: 'form' },
  confirmClass: { method: 'POST', path: '/api/score/entry/confirmation-detail-class', bodyKind: 'form' },
  previous: { method: 'POST', path: '/api/score/entry/confirmation-detail-class-previous', bodyKind: 'form' },
});

export const scoreResultRefs = routeRefs<typeof scoreResultRoutes>({
  classResult: { method: 'GET', path: '/api/score/result/class' },
  studentResult: { method: 'GET', path: '/api/score/result/student' },
  recordBook: { method: 'GET', path: '/api/student/record-book' },
  recordBookPdf: { method: 'GET', path: '/api/student/record-book/pdf', file: true },
  individualReport: { method: 'GET', path: '/api/score/entry/individual-report' },
  setting: { method: 'GET', path: '/api/score/entry/setting' },
  configuration: { method: 'GET', path: '/api/score/entry/configuration' },
  recompute: { method: 'POST', path: '/api/score/result/recompute' },
  recomputeProgress: { method: 'GET', path: '/api/score/result/recompute' },
});

export const scoreRefs = routeRefs<typeof scoreRoutes>({
  schedule: { method: 'GET', path: '/api/score/entry/schedule' },
  home: { method: 'GET', path: '/api/scoring/home' },
  byClassAndExamType: { method: 'GET', path: '/api/score/entry/by-class-and-exam-type' },
  batchSave: { method: 'POST', path: '/api/score/entry/v2/batch-save', bodyKind: 'json' },
  batchSaveV1: { method: 'PUT', path: '/api/score/entry/batch-save', bodyKind: 'json' },
  batchSaveV1Form: { method: 'POST', path: '/api/score/entry/batch-save', bodyKind: 'form' },
  byClass: { method: 'GET', path: '/api/score/entry/by-class' },
  individual: { method: 'GET', path: '/api/score/entry/individual' },
  individualSave: { method: 'POST', path: '/api/score/entry/individual/batch-save', bodyKind: 'json' },
  sheetDownload: { method: 'GET', path: '/api/score/entry/by-class/export', file: true },
  sheetUpload: { method: 'POST', path: '/api/score/entry/by-class/import', bodyKind: 'multipart' },
});
