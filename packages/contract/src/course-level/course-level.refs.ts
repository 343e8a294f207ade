// Generated from course-level.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { courseLevelRoutes } from './course-level.routes';

export const courseLevelRefs = routeRefs<typeof courseLevelRoutes>({
  list: { method: 'GET', path: '/api/course-level' },
  create: { method: 'POST', path: '/api/course-level', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/course-level', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/course-level/{id}' },
  academicList: { method: 'GET', path: '/api/academic-course-level/list' },
  filterSubject: { method: 'GET', path: '/api/academic-course-level/filter-subject' },
  byLevelClassified: { method: 'GET', path: '/api/academic-course-level/by-level-classified' },
  saveByLevelClassified: { method: 'POST', path: '/api/academic-course-level/by-level-classified', bodyKind: 'json' },
  subjectList: { method: 'GET', path: '/api/academic-course-level/subject' },
  subjectCreate: { method: 'POST', path: '/api/academic-course-level/subject', bodyKind: 'multipart' },
  subjectUpdate: { method: 'PUT', path: '/api/academic-course-level/subject', bodyKind: 'multipart' },
  subjectDelete: { method: 'DELETE', path: '/api/academic-course-level/subject' },
});
