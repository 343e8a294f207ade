// Generated from homework.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { homeworkRoutes } from './homework.routes';

export const homeworkRefs = routeRefs<typeof homeworkRoutes>({
  list: { method: 'GET', path: '/api/student/v2/homework' },
  find: { method: 'GET', path: '/api/student/find-homework' },
  comment: { method: 'POST', path: '/api/student/homework-comment', bodyKind: 'multipart' },
  result: { method: 'POST', path: '/api/student/homework-result-comment', bodyKind: 'multipart' },
  resultDocument: { method: 'GET', path: '/api/student/homework-result-document', file: true },
  file: { method: 'GET', path: '/api/student/homework-file', file: true },
  targets: { method: 'GET', path: '/api/student/homework-target' },
  assign: { method: 'POST', path: '/api/student/v2/assign-homework', bodyKind: 'multipart' },
  archive: { method: 'POST', path: '/api/student/archived-homework', bodyKind: 'form' },
  delete: { method: 'DELETE', path: '/api/student/homework' },
  update: { method: 'PUT', path: '/api/student/v1/update-homework', bodyKind: 'multipart' },
  history: { method: 'GET', path: '/api/student/homework-history' },
  submit: { method: 'POST', path: '/api/student/v2/submit-homework', bodyKind: 'multipart' },
  scoreOption: { method: 'GET', path: '/api/student/homework-score-option' },
  scoreTransfer: { method: 'POST', path: '/api/student/homework-score' },
});
