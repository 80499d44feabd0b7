import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { tenantOf, userOf } from '../../../core/tenancy';
import { flagsOf } from '../access';
import type { EnrollmentScope } from './enroll-in-course';

/** Who enrolls, where, under which organization rules: from the token's tenant and the request clock. */
export async function enrollmentScopeOf(ctx: AppContext, request: FastifyRequest): Promise<EnrollmentScope> {
  const flags = await flagsOf(ctx, request);
  return { organizationId: tenantOf(request).id, userId: userOf(request).id, selfEnrollmentEnabled: flags.selfEnrollmentEnabled, now: ctx.now() };
}
