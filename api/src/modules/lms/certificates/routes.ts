import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@halaqa/contracts';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { errorResponses } from '../../../core/http-schemas';
import { siteUrl } from '../../../core/site-url';
import { tenantOf, userOf } from '../../../core/tenancy';
import { mediaStorageFor } from '../../media/storage-config';
import { flagsOf } from '../access';
import { CourseParamsSchema, PageQuerySchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import { openPlayer, playerCallerOf } from '../player/player-gate';
import type { LmsScopes } from '../routes';
import { publicCertificateDto } from './certificate-dto';
import { certificatePdf } from './certificate-pdf';
import { courseCertificateStatus } from './course-certificate-status';
import { coursePassingSettings, setCoursePassingCriteria } from '../completion/passing-criteria-settings';
import {
  CertificateParamsSchema, CourseCertificateParamsSchema, CourseCertificateStatusSchema, CoursePassingSettingsSchema, IssueCertificateBodySchema,
  ManagedCertificatePageSchema, ManagedCertificateSchema, MyCertificatePageSchema, PassingCriteriaBodySchema, PublicCertificateSchema,
  RevokeCertificateBodySchema,
} from './dto';
import { findCertificate } from './find-certificate';
import { issueCertificateByHand, listCourseCertificates, revokeCertificate } from './manage-certificates';
import { heldCertificate, listMyCertificates } from './my-certificates';

const binary = (description: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description });

/**
 * Certificates (docs/design/course-work-api.md "Completion and
 * certificates"): the public verification, the member's certificates and
 * their PDF, and instructors' manual issue and revocation.
 */
export function certificateRoutes({ anyone, learners, courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['certificates'];
  const holderOf = (request: FastifyRequest) => ({ organizationId: tenantOf(request).id, userId: userOf(request).id });

  anyone.get('/certificates/:certificateId', {
    schema: {
      operationId: 'verifyCertificate', tags,
      summary: 'Anyone: whether a certificate of this organization is valid or revoked, with its holder, course, organization and date (unknown, malformed or of another organization: 404 crt-001)',
      params: CertificateParamsSchema,
      response: { 200: PublicCertificateSchema, ...errorResponses(400, 404) },
    },
  }, async (request) => publicCertificateDto(await findCertificate(ctx.db(), tenantOf(request).id, request.params.certificateId)));

  learners.get('/certificates/my', {
    schema: {
      operationId: 'listMyCertificates', tags,
      summary: "The member's certificates, newest first (403 crt-003 where the organization issues none)",
      querystring: PageQuerySchema,
      response: { 200: MyCertificatePageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    if (!(await flagsOf(ctx, request)).certificatesEnabled) {
      throw new AppError(403, ERROR_CODES.CERTIFICATES_DISABLED, 'The organization does not issue certificates');
    }
    return listMyCertificates(ctx.db(), holderOf(request), { skip: request.query.skip ?? 0, take: request.query.take ?? 12 });
  });

  learners.get('/certificates/:certificateId/pdf', {
    schema: {
      operationId: 'downloadCertificatePdf', tags,
      summary: "The certificate as a PDF, for its holder only (someone else's: 403 crt-002; unknown: 404 crt-001)",
      params: CertificateParamsSchema,
      response: { 200: binary('application/pdf'), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const certificate = await heldCertificate(ctx.db(), holderOf(request), request.params.certificateId);
    const site = siteUrl(request, tenantOf(request).domainPrefix, ctx.defaultOrgPrefix);
    const pdf = await certificatePdf(ctx.db(), mediaStorageFor(process.env, ctx.mediaDir), certificate, site);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="certificate-${certificate.verificationCode}.pdf"`)
      .send(pdf);
  });

  learners.get('/courses/:courseId/certificate', {
    schema: {
      operationId: 'getCourseCertificate', tags,
      summary: "The member's certificate of the course, or what is still missing (grade, attendance, items); reviews completion first",
      params: CourseParamsSchema,
      response: { 200: CourseCertificateStatusSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const seat = await openPlayer(ctx.db(), await playerCallerOf(ctx, request), request.params.courseId);
    return courseCertificateStatus(ctx.db(), seat);
  });

  courseManagers.get('/courses/:courseId/certificates', {
    schema: {
      operationId: 'listCourseCertificates', tags,
      summary: "Instructors (their courses) and administrators: the course's certificates",
      params: CourseParamsSchema, querystring: PageQuerySchema,
      response: { 200: ManagedCertificatePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listCourseCertificates(ctx.db(), managerOf(ctx, request), request.params.courseId, {
    skip: request.query.skip ?? 0, take: request.query.take ?? 12,
  }));

  courseManagers.post('/courses/:courseId/certificates', {
    schema: {
      operationId: 'issueCertificate', tags,
      summary: "Issue a student's certificate by hand (201; 200 with the existing one; not a student: 400 crt-004)",
      params: CourseParamsSchema, body: IssueCertificateBodySchema,
      response: { 200: ManagedCertificateSchema, 201: ManagedCertificateSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const { certificate, created } = await issueCertificateByHand(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body.userId);
    return reply.code(created ? 201 : 200).send(certificate);
  });

  courseManagers.post('/courses/:courseId/certificates/:certificateId/revoke', {
    schema: {
      operationId: 'revokeCertificate', tags,
      summary: 'Revoke a certificate of the course with a reason (again: unchanged)',
      params: CourseCertificateParamsSchema, body: RevokeCertificateBodySchema,
      response: { 200: ManagedCertificateSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => revokeCertificate(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.certificateId, request.body.reason));

  courseManagers.get('/courses/:courseId/passing-criteria', {
    schema: {
      operationId: 'getCoursePassingCriteria', tags,
      summary: "The course's passing criteria and certificate settings, and the criteria that apply to this organization's members",
      params: CourseParamsSchema,
      response: { 200: CoursePassingSettingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => coursePassingSettings(ctx.db(), managerOf(ctx, request), request.params.courseId));

  courseManagers.put('/courses/:courseId/passing-criteria', {
    schema: {
      operationId: 'setCoursePassingCriteria', tags,
      summary: 'Set the course\'s passing criteria (fractions 0..1) and certificate settings, where the organization lets the role (else 403 crt-005)',
      params: CourseParamsSchema, body: PassingCriteriaBodySchema,
      response: { 200: CoursePassingSettingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => setCoursePassingCriteria(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body));
}
