import { shell } from '../../shell/src/definition';
import { REMOTE_DEFINITIONS } from '../src/modules/remotes/registry';
import { startTestServer, type TestServer } from './support/test-server';

interface OpenApiOperation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: Array<{ in: string; name: string; schema?: unknown }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

test('health queries the database', async () => {
  const res = await server.request('/api/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ok', database: 'ok' });
});

describe('OpenAPI document', () => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const res = await server.request<OpenApiDocument>('/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });

  test('lists every API route of spec section 7 implemented so far', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/activity-log',
      '/api/assessment-answers',
      '/api/auth',
      '/api/auth/2fa',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/masquerade',
      '/api/auth/organizations',
      '/api/auth/refresh',
      '/api/auth/register',
      '/api/auth/register-by-email',
      '/api/auth/resend',
      '/api/auth/sso',
      '/api/auth/verify-email',
      '/api/auth/verify-email-exists',
      '/api/auth/verify-email/resend',
      '/api/certificates/my',
      '/api/certificates/{certificateId}',
      '/api/certificates/{certificateId}/pdf',
      '/api/chat',
      '/api/chat/{ticketId}',
      '/api/chat/{ticketId}/messages',
      '/api/comments/{commentId}',
      '/api/comments/{commentId}/like',
      '/api/contact-us',
      '/api/courses',
      '/api/courses/filter-options',
      '/api/courses/manage',
      '/api/courses/my-courses',
      '/api/courses/recommended',
      '/api/courses/search',
      '/api/courses/wishlist',
      '/api/courses/{courseId}',
      '/api/courses/{courseId}/announcements',
      '/api/courses/{courseId}/announcements/manage',
      '/api/courses/{courseId}/announcements/{announcementId}',
      '/api/courses/{courseId}/approval-request',
      '/api/courses/{courseId}/assignments',
      '/api/courses/{courseId}/assignments/{assignmentId}',
      '/api/courses/{courseId}/assignments/{assignmentId}/submissions',
      '/api/courses/{courseId}/assignments/{assignmentId}/submissions/{submissionId}/grade',
      '/api/courses/{courseId}/assignments/{assignmentId}/submissions/{submissionId}/plagiarism-report/publish',
      '/api/courses/{courseId}/assignments/{assignmentId}/submissions/{submissionId}/return',
      '/api/courses/{courseId}/assignments/{assignmentId}/uploads',
      '/api/courses/{courseId}/assignments/{assignmentId}/uploads/{mediaId}/complete',
      '/api/courses/{courseId}/attendance',
      '/api/courses/{courseId}/attendance-sessions',
      '/api/courses/{courseId}/attendance-sessions/{attendanceId}/close',
      '/api/courses/{courseId}/attendance-sessions/{attendanceId}/code',
      '/api/courses/{courseId}/attendance/code',
      '/api/courses/{courseId}/attendance/records',
      '/api/courses/{courseId}/attendance/report',
      '/api/courses/{courseId}/certificate',
      '/api/courses/{courseId}/certificates',
      '/api/courses/{courseId}/certificates/{certificateId}/revoke',
      '/api/courses/{courseId}/current-group',
      '/api/courses/{courseId}/discussion-boards',
      '/api/courses/{courseId}/discussion-boards/manage',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}/like',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/lock',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/read',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/uploads',
      '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/uploads/{mediaId}/complete',
      '/api/courses/{courseId}/enroll',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}/check',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}/review',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/approve',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/cancel',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/events',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/flags/{attemptQuestionId}',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/manage',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/next',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/pages/{page}',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/reject',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/review',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/submit',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/uploads',
      '/api/courses/{courseId}/exam-attempts/{examAttemptId}/uploads/{mediaId}/complete',
      '/api/courses/{courseId}/exam-reviews',
      '/api/courses/{courseId}/exams',
      '/api/courses/{courseId}/exams/manage',
      '/api/courses/{courseId}/exams/manage/{examId}',
      '/api/courses/{courseId}/exams/manage/{examId}/questions',
      '/api/courses/{courseId}/exams/{subsectionExamId}',
      '/api/courses/{courseId}/exams/{subsectionExamId}/attempts',
      '/api/courses/{courseId}/exams/{subsectionExamId}/attempts/manage',
      '/api/courses/{courseId}/grade-items',
      '/api/courses/{courseId}/grade-items/manage',
      '/api/courses/{courseId}/grade-items/{gradeItemId}',
      '/api/courses/{courseId}/grade-items/{gradeItemId}/grades/{studentId}',
      '/api/courses/{courseId}/grade-items/{gradeItemId}/group-grades/{groupId}',
      '/api/courses/{courseId}/gradebook',
      '/api/courses/{courseId}/grading-schema',
      '/api/courses/{courseId}/groups',
      '/api/courses/{courseId}/groups/bulk',
      '/api/courses/{courseId}/groups/generate',
      '/api/courses/{courseId}/groups/members',
      '/api/courses/{courseId}/groups/{groupId}',
      '/api/courses/{courseId}/my-review',
      '/api/courses/{courseId}/notes',
      '/api/courses/{courseId}/notes/{noteId}',
      '/api/courses/{courseId}/on-campus-lectures',
      '/api/courses/{courseId}/on-campus-lectures/{onCampusLectureId}',
      '/api/courses/{courseId}/online-lectures',
      '/api/courses/{courseId}/online-lectures/{onlineLectureId}',
      '/api/courses/{courseId}/online-lectures/{onlineLectureId}/join',
      '/api/courses/{courseId}/passing-criteria',
      '/api/courses/{courseId}/pin',
      '/api/courses/{courseId}/player',
      '/api/courses/{courseId}/publish-status',
      '/api/courses/{courseId}/question-categories',
      '/api/courses/{courseId}/question-categories/{categoryId}',
      '/api/courses/{courseId}/question-tags',
      '/api/courses/{courseId}/question-tags/{tagId}',
      '/api/courses/{courseId}/question-types',
      '/api/courses/{courseId}/questions',
      '/api/courses/{courseId}/questions/export',
      '/api/courses/{courseId}/questions/import',
      '/api/courses/{courseId}/questions/{questionId}',
      '/api/courses/{courseId}/questions/{questionId}/copy',
      '/api/courses/{courseId}/reviews',
      '/api/courses/{courseId}/rubrics',
      '/api/courses/{courseId}/rubrics/{rubricId}',
      '/api/courses/{courseId}/sections',
      '/api/courses/{courseId}/sections/order',
      '/api/courses/{courseId}/sections/{sectionId}',
      '/api/courses/{courseId}/sections/{sectionId}/prerequisites',
      '/api/courses/{courseId}/sections/{sectionId}/subsections',
      '/api/courses/{courseId}/sections/{sectionId}/subsections/order',
      '/api/courses/{courseId}/subsections/{subsectionId}',
      '/api/courses/{courseId}/subsections/{subsectionId}/attachments',
      '/api/courses/{courseId}/subsections/{subsectionId}/attachments/{attachmentId}',
      '/api/courses/{courseId}/subsections/{subsectionId}/complete',
      '/api/courses/{courseId}/subsections/{subsectionId}/exam',
      '/api/courses/{courseId}/subsections/{subsectionId}/notes',
      '/api/courses/{courseId}/subsections/{subsectionId}/playback',
      '/api/courses/{courseId}/subsections/{subsectionId}/questionnaire/{questionId}',
      '/api/courses/{courseId}/subsections/{subsectionId}/visit',
      '/api/courses/{courseId}/surveys',
      '/api/courses/{courseId}/surveys/manage',
      '/api/courses/{courseId}/surveys/{surveyId}',
      '/api/courses/{courseId}/surveys/{surveyId}/choices',
      '/api/courses/{courseId}/surveys/{surveyId}/choices/{choiceId}',
      '/api/courses/{courseId}/surveys/{surveyId}/managed-choices',
      '/api/courses/{courseId}/surveys/{surveyId}/results-publication',
      '/api/courses/{courseId}/surveys/{surveyId}/votes',
      '/api/courses/{courseId}/wishlist',
      '/api/dashboard/calendar',
      '/api/dashboard/enrolled-courses-by-progress',
      '/api/dashboard/student-activities',
      '/api/events',
      '/api/events/favorites',
      '/api/events/mine',
      '/api/events/{eventId}',
      '/api/events/{eventId}/attendance-items',
      '/api/events/{eventId}/calendar.ics',
      '/api/events/{eventId}/cancel',
      '/api/events/{eventId}/check-in',
      '/api/events/{eventId}/enrollments',
      '/api/events/{eventId}/enrollments/mine',
      '/api/events/{eventId}/favorite',
      '/api/events/{eventId}/guests',
      '/api/events/{eventId}/guests/{guestId}',
      '/api/events/{eventId}/hosts/{userId}',
      '/api/events/{eventId}/seen',
      '/api/events/{eventId}/ticket',
      '/api/events/{eventId}/translations/{language}',
      '/api/feeds/comments',
      '/api/feeds/events',
      '/api/feeds/groups',
      '/api/feeds/home',
      '/api/feeds/likes',
      '/api/feeds/saved-posts',
      '/api/frontend-logger',
      '/api/grading-schemas/default',
      '/api/groups',
      '/api/groups/mine',
      '/api/groups/{groupId}',
      '/api/groups/{groupId}/decline',
      '/api/groups/{groupId}/events',
      '/api/groups/{groupId}/invite',
      '/api/groups/{groupId}/join',
      '/api/groups/{groupId}/leave',
      '/api/groups/{groupId}/members',
      '/api/groups/{groupId}/members/{userId}/{action}',
      '/api/groups/{groupId}/posts',
      '/api/groups/{groupId}/rating',
      '/api/groups/{groupId}/uploads',
      '/api/groups/{groupId}/uploads/{mediaId}/complete',
      '/api/health',
      '/api/help-center',
      '/api/learning-categories',
      '/api/learning-categories/parent',
      '/api/media/all-user-uploads',
      '/api/media/dump',
      '/api/media/presigned',
      '/api/media/swap/{mediaId}',
      '/api/media/upload',
      '/api/media/{mediaId}',
      '/api/media/{mediaId}/content',
      '/api/media/{mediaId}/pages/{pageNumber}',
      '/api/media/{mediaId}/transcripts',
      '/api/media/{mediaId}/transcripts/{file}',
      '/api/notification-control-groups',
      '/api/notification-control-groups/settings',
      '/api/notifications',
      '/api/notifications/add-token',
      '/api/notifications/count',
      '/api/notifications/fcmtoken/{token}',
      '/api/notifications/read',
      '/api/notifications/read/{notificationId}',
      '/api/notifications/send-to-topic',
      '/api/notifications/templates',
      '/api/notifications/v2',
      '/api/notifications/{notificationId}',
      '/api/notifications/{notificationId}/restore',
      '/api/orders/add-item',
      '/api/orders/add/{courseId}',
      '/api/orders/all',
      '/api/orders/all-v2',
      '/api/orders/apply-voucher',
      '/api/orders/cart',
      '/api/orders/checkout',
      '/api/orders/create-voucher',
      '/api/orders/generate-checkout',
      '/api/orders/initialize-payment',
      '/api/orders/invoices/{invoiceId}/pdf',
      '/api/orders/refund-quote/{purchasedItemId}',
      '/api/orders/refund/{purchasedItemId}',
      '/api/orders/refunds',
      '/api/orders/refunds/{refundId}/approve',
      '/api/orders/refunds/{refundId}/reject',
      '/api/orders/remove-voucher',
      '/api/orders/tabby-checkout',
      '/api/orders/tamara-checkout',
      '/api/orders/verify-payment',
      '/api/orders/{orderId}',
      '/api/orders/{orderId}/accounting-handoff',
      '/api/orders/{orderId}/invoice',
      '/api/orders/{purchasedItemId}',
      '/api/org-announcements-management',
      '/api/org-announcements-management/{announcementId}/dismiss',
      '/api/org-assessments-management',
      '/api/org-assessments-management/{assessmentId}/start',
      '/api/organizations-dashboard',
      '/api/organizations-dashboard/custom-configs/{organizationId}/{key}',
      '/api/organizations-dashboard/prefix/{prefix}',
      '/api/payments/webhooks/{provider}',
      '/api/permission-categories',
      '/api/permission-contexts',
      '/api/permission-sets',
      '/api/permission-sets/{id}',
      '/api/permissions',
      '/api/permissions-system',
      '/api/phone-verification/send',
      '/api/phone-verification/verify',
      '/api/posts/{postId}',
      '/api/posts/{postId}/comments',
      '/api/posts/{postId}/like',
      '/api/posts/{postId}/pin',
      '/api/posts/{postId}/read-only',
      '/api/posts/{postId}/save',
      '/api/registration',
      '/api/registration/sort',
      '/api/remote-manifest',
      '/api/reset-password/confirm',
      '/api/reset-password/student',
      '/api/reset-password/{prefix}',
      '/api/social/search',
      '/api/specializations',
      '/api/specializations/{specializationId}',
      '/api/specializations/{specializationId}/courses',
      '/api/specializations/{specializationId}/enroll',
      '/api/sse',
      '/api/sse/ticket',
      '/api/technical-support',
      '/api/technical-support/{ticketId}',
      '/api/terminology',
      '/api/upload/{mediaId}',
      '/api/user',
      '/api/user/change-password',
      '/api/users/{userId}/course-statistics',
    ]);
  });

  test("every page's first-screen request is a GET the API has, with the query parameters it takes", () => {
    const calls = [shell.definition, ...REMOTE_DEFINITIONS].flatMap((area) => area.routes.flatMap((route) =>
      (route.firstScreen ?? []).map((call) => ({ where: `${area.name} ${route.page} ${call.path}`, call }))));
    expect(calls.length).toBeGreaterThan(0);
    for (const { where, call } of calls) {
      const operation = doc.paths[call.path]?.get;
      expect([where, operation !== undefined]).toEqual([where, true]);
      const taken = new Set((operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
      for (const name of Object.keys(call.query ?? {})) expect([where, name, taken.has(name)]).toEqual([where, name, true]);
    }
  });

  test('every operation has a unique operationId, a success schema and the error schema', () => {
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect([where, typeof operation.operationId]).toEqual([where, 'string']);
        expect(ids.has(operation.operationId!)).toBe(false);
        ids.add(operation.operationId!);
        const responses = operation.responses ?? {};
        const success = Object.keys(responses).find((status) => status.startsWith('2'));
        // 202 and 204 answers have no body, so no schema.
        const bodiless = success === '202' || success === '204';
        expect([where, success !== undefined && (bodiless || responses[success]?.content?.['application/json']?.schema !== undefined)]).toEqual([where, true]);
        expect([where, responses['500']?.content?.['application/json']?.schema]).toEqual([where, expect.objectContaining({ required: ['statusCode', 'code', 'message'] })]);
        for (const parameter of operation.parameters ?? []) expect([where, parameter.name, parameter.schema !== undefined]).toEqual([where, parameter.name, true]);
      }
    }
    expect(ids.size).toBeGreaterThanOrEqual(13);
  });

  test('swagger UI is served', async () => {
    const res = await server.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text.toLowerCase()).toContain('swagger');
  });
});
