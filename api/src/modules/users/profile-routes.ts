import type { App, AppContext } from '../../core/context';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { userOf, type Tenancy } from '../../core/tenancy';
import { changePassword } from './change-password';
import { ChangePasswordBodySchema, MessageSchema, PatchUserBodySchema, UserProfileSchema } from './profile-dto';
import { getProfile, patchProfile } from './profile-service';

export function profileRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.get('/user', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'getUserProfile',
      tags: ['users'],
      summary: "The signed-in member's profile (spec User fields, registration answers, interests)",
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      response: { 200: UserProfileSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    return getProfile(ctx.db(), { organizationId: user.organizationId, userId: user.id });
  });

  app.patch('/user', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'updateUserProfile',
      tags: ['users'],
      summary: 'Edit profile fields (not email, portals, permission set or phone)',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      body: PatchUserBodySchema,
      response: { 200: UserProfileSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    return patchProfile(ctx.db(), { organizationId: user.organizationId, userId: user.id }, request.body);
  });

  // Allowed while forceResetPassword is set: it is how the forced reset ends.
  app.patch('/user/change-password', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUserAllowingReset],
    schema: {
      operationId: 'changePassword',
      tags: ['users'],
      summary: 'Change the password; other sessions are signed out',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      body: ChangePasswordBodySchema,
      response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    await changePassword(ctx.db(), { organizationId: user.organizationId, userId: user.id, sessionFamilyId: user.sessionFamilyId }, request.body, ctx.now());
    return { message: 'Password changed' };
  });
}
