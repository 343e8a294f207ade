import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZLogoutRequest, ZPermissionList, ZTokenRequest, ZTokenResponse } from './auth.schemas';

export const authRoutes = {
  token: defineRoute({
    method: 'POST',
    path: '/api/token',
    area: 'auth',
    access: 'public',
    summary: 'Sign in (grant_type=password) or refresh (grant_type=refresh_token); Basic header = school code : client key',
    body: ZTokenRequest,
    bodyKind: 'form',
    response: ZTokenResponse,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    area: 'auth',
    access: 'authenticated',
    summary: 'Ends the session: its refresh token family is revoked',
    body: ZLogoutRequest.optional(),
    bodyKind: 'form',
    response: ZEnvelope(z.null()),
  }),
  permissions: defineRoute({
    method: 'GET',
    path: '/api/permission',
    area: 'auth',
    access: 'authenticated',
    summary: "The signed-in user's permission keys as Data[].Value",
    response: ZPermissionList,
  }),
};
