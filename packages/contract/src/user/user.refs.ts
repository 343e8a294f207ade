// Generated from user.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { userRoutes } from './user.routes';

export const userRefs = routeRefs<typeof userRoutes>({
  me: { method: 'POST', path: '/api/user/me', bodyKind: 'json' },
  updateMe: { method: 'PUT', path: '/api/user/me', bodyKind: 'multipart' },
  createAddress: { method: 'POST', path: '/api/user/address', bodyKind: 'form' },
  updateAddress: { method: 'PUT', path: '/api/user/address', bodyKind: 'form' },
  deleteAddress: { method: 'DELETE', path: '/api/user/address' },
  updateAccountFree: { method: 'PUT', path: '/api/user/account-free', bodyKind: 'form' },
  changePassword: { method: 'POST', path: '/api/user/password/change', bodyKind: 'json' },
  setPassword: { method: 'POST', path: '/api/user/set-password', bodyKind: 'json' },
  childAccount: { method: 'GET', path: '/api/user/child-password' },
  childPassword: { method: 'POST', path: '/api/user/child-password', bodyKind: 'json' },
  picture: { method: 'GET', path: '/api/actor/profile/picture', file: true },
});
