import { z } from 'zod';
import { ZEnvelope } from '../common/envelope.schemas';

/** `POST /api/token`, form-encoded (DESIGN 'Sign-in and access'). */
export const ZTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(200),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(300),
  }),
]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('bearer'),
  StatusCode: z.number().int(),
  Message: z.string(),
  MustChangePassword: z.boolean(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZLogoutRequest = z.object({ refresh_token: z.string().max(300).optional() });

export const ZPermissionList = ZEnvelope(z.array(z.object({ Value: z.string() })));
