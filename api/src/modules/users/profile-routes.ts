import type { AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { userOf } from '../../core/tenancy';
import { changePassword } from './change-password';
import { ChangePasswordBodySchema, MessageSchema, PatchUserBodySchema, UserProfileSchema } from './profile-dto';
import { getProfile, patchProfile } from './profile-service';
import type { UserScopes } from './routes';

export function profileRoutes({ members, membersAllowingReset }: UserScopes, ctx: AppContext): void {
  members.get('/user', {
    schema: {
      operationId: 'getUserProfile',
      tags: ['users'],
      summary: "The signed-in member's profile (spec User fields, registration answers, interests)",
      response: { 200: UserProfileSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    return getProfile(ctx.db(), { organizationId: user.organizationId, userId: user.id });
  });

  members.patch('/user', {
    schema: {
      operationId: 'updateUserProfile',
      tags: ['users'],
      summary: 'Edit profile fields (not email, portals, permission set or phone)',
      body: PatchUserBodySchema,
      response: { 200: UserProfileSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    return patchProfile(ctx.db(), { organizationId: user.organizationId, userId: user.id }, request.body);
  });

  // Allowed while forceResetPassword is set: it is how the forced reset ends.
  membersAllowingReset.patch('/user/change-password', {
    schema: {
      operationId: 'changePassword',
      tags: ['users'],
      summary: 'Change the password; other sessions are signed out',
      body: ChangePasswordBodySchema,
      response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    await changePassword(ctx.db(), { organizationId: user.organizationId, userId: user.id, sessionFamilyId: user.sessionFamilyId }, request.body, ctx.now());
    return { message: 'Password changed' };
  });
}
