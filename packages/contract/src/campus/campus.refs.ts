// Generated from campus.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { campusRoutes } from './campus.routes';

export const campusRefs = routeRefs<typeof campusRoutes>({
  loginConfig: { method: 'GET', path: '/api/campus/login-config' },
  logo: { method: 'GET', path: '/api/campus/logo', file: true },
  background: { method: 'GET', path: '/api/campus/background', file: true },
  current: { method: 'GET', path: '/api/campus/current' },
  list: { method: 'GET', path: '/api/campus' },
  find: { method: 'GET', path: '/api/campus/v2/find' },
  update: { method: 'PUT', path: '/api/campus', bodyKind: 'form' },
  uploadImage: { method: 'POST', path: '/api/campus/image', bodyKind: 'multipart' },
  configFb: { method: 'GET', path: '/api/campus/config-fb' },
  contact: { method: 'GET', path: '/api/campus/sms-contact' },
});
