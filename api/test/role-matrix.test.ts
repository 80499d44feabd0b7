import { and, asc, eq } from 'drizzle-orm';
import { assessments } from '../src/modules/assessments/tables';
import { announcements } from '../src/modules/announcements/tables';
import { courseInstructors, courseSections, specializations } from '../src/modules/lms/tables';
import { permissionSets } from '../src/modules/permissions/tables';
import { users } from '../src/modules/users/tables';
import { DEMO_ACCOUNTS, type SeedPermissionSet } from '../src/seed/accounts';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';
import { createCourse } from './support/lms-fixtures';

/**
 * Every role of the seeded accounts against every protected route of the
 * API: who gets through, and what everyone else is told. A route that passes
 * the permission check may still refuse for its own reasons; where the
 * table expects such a refusal (a wrong password, an unknown code) it is the
 * proof that authorization let the caller through without side effects.
 */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Role = 'visitor' | SeedPermissionSet;
const ROLES: readonly Role[] = ['visitor', 'member', 'events-only-member', 'instructor', 'coach', 'provider', 'administrator'];

/** The ordinary demo account of each role (not the ones waiting for approval, a reset or onboarding). */
function accountOf(role: Exclude<Role, 'visitor'>): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.permissionSet === role
    && !candidate.forceResetPassword && !candidate.requiresApproval && !candidate.onboardingPending);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account.email;
}

/** Headers of a fresh session of the role (fresh: logout and the like end the session they are sent with). */
async function headersOf(role: Role, prefix: 'demo' | 'nour' = 'demo'): Promise<Record<string, string>> {
  if (role === 'visitor') return { 'x-organization': prefix };
  return { ...bearer(await server.memberToken('demo', accountOf(role))), 'x-organization': prefix };
}

interface Fixture {
  announcementId: number;
  /** demo's editable example permission set. */
  exampleSetId: number;
  /** A demo member administrators may act on (masquerade). */
  newcomerId: number;
  /** A demo member already forced to reset (so reset-password/student changes nothing the matrix depends on). */
  resetUserId: number;
  assessmentId: number;
  /** A free demo catalogue course nobody enrolls in (pin answers 404, a review rev-001). */
  courseId: number;
  /** A paid demo catalogue course (enrolling answers enr-005). */
  paidCourseId: number;
  /** A published paid demo specialization (enrolling answers enr-005). */
  specializationId: number;
  /** A demo specialization the matrix deletes (deleting again answers the same). */
  deletableSpecializationId: number;
  /** The demo account of each role. */
  userIds: Partial<Record<Role, number>>;
  /** A demo course the demo instructor teaches (so instructor and administrator both may edit it), with a section. */
  taughtCourseId: number;
  taughtSectionId: number;
  /** A demo course the demo instructor teaches that the matrix deletes (deleting again answers the same). */
  deletableCourseId: number;
}
let fixture: Fixture;

async function demoUserId(organizationId: number, email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return row!.id;
}

beforeAll(async () => {
  const db = server.database.db;
  const demo = await server.organizationId('demo');
  const [announcement] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.organizationId, demo)).limit(1);
  const [example] = await db.select({ id: permissionSets.id }).from(permissionSets)
    .where(and(eq(permissionSets.organizationId, demo), eq(permissionSets.seedKey, 'learner-without-coaching')));
  const [assessment] = await db.select({ id: assessments.id }).from(assessments)
    .where(eq(assessments.organizationId, demo)).orderBy(asc(assessments.id)).limit(1);
  fixture = {
    announcementId: announcement!.id,
    exampleSetId: example!.id,
    newcomerId: await demoUserId(demo, 'newcomer@demo.halaqa.test'),
    resetUserId: await demoUserId(demo, 'reset@demo.halaqa.test'),
    assessmentId: assessment!.id,
    courseId: await createCourse(db, demo),
    paidCourseId: await createCourse(db, demo, { price: 10_000 }),
    specializationId: await matrixSpecialization(demo, 'Matrix specialization'),
    deletableSpecializationId: await matrixSpecialization(demo, 'Matrix specialization to delete'),
    userIds: Object.fromEntries(await Promise.all(ROLES.filter((role) => role !== 'visitor')
      .map(async (role) => [role, await demoUserId(demo, accountOf(role))]))),
    ...(await taughtCourse(demo)),
    deletableCourseId: (await taughtCourse(demo)).taughtCourseId,
  };
});

/** A catalogue course the demo instructor teaches, with one section. */
async function taughtCourse(organizationId: number): Promise<{ taughtCourseId: number; taughtSectionId: number }> {
  const db = server.database.db;
  const courseId = await createCourse(db, organizationId);
  await db.insert(courseInstructors).values({ courseId, userId: await demoUserId(organizationId, accountOf('instructor')) });
  const [section] = await db.insert(courseSections).values({ courseId, name: 'Matrix section' }).returning({ id: courseSections.id });
  return { taughtCourseId: courseId, taughtSectionId: section!.id };
}

async function matrixSpecialization(organizationId: number, name: string): Promise<number> {
  const [row] = await server.database.db.insert(specializations).values({ organizationId, name, price: 5000, isPublished: true })
    .returning({ id: specializations.id });
  return row!.id;
}

interface MatrixRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/permission-sets/{id}`. */
  route: string;
  /** The request path when the route has parameters or a query. */
  path?: (f: Fixture, role: Role) => string;
  body?: (f: Fixture, role: Role) => unknown;
  /** Who gets through. */
  who: 'signed-in' | readonly Role[];
  /** What those who get through receive: a status, or the status and code of a refusal that comes after authorization. */
  through: number | { status: number; code: string };
  /** What everyone else signed in receives, when not 403 perm-001 (coaches' calls: 403 cch-008 to whoever has no coach profile). */
  refused?: { status: number; code: string };
}

const ADMIN: readonly Role[] = ['administrator'];
/** Members whose set holds access-courses (everyone but the events-only member). */
const LEARNERS: readonly Role[] = ['member', 'instructor', 'coach', 'provider', 'administrator'];
/** Member and organization hold manage-courses. */
const COURSE_EDITORS: readonly Role[] = ['instructor', 'administrator'];
const WRONG_PASSWORD = 'Not-The-Password-1!';
let phoneCounter = 0;

const ROUTES: readonly MatrixRoute[] = [
  // Organization.
  { method: 'POST', route: '/api/org-announcements-management', body: () => ({ body: 'Matrix announcement' }), who: ADMIN, through: 201 },
  {
    method: 'POST', route: '/api/org-announcements-management/{announcementId}/dismiss',
    path: (f) => `/api/org-announcements-management/${f.announcementId}/dismiss`, who: 'signed-in', through: 200,
  },

  // Permissions admin.
  { method: 'GET', route: '/api/permission-contexts', who: ADMIN, through: 200 },
  { method: 'GET', route: '/api/permission-categories', who: ADMIN, through: 200 },
  { method: 'GET', route: '/api/permissions', path: () => `/api/permissions?take=${Number.MAX_SAFE_INTEGER}`, who: ADMIN, through: 200 },
  { method: 'GET', route: '/api/permission-sets', who: ADMIN, through: 200 },
  { method: 'GET', route: '/api/permission-sets/{id}', path: (f) => `/api/permission-sets/${f.exampleSetId}`, who: ADMIN, through: 200 },
  {
    method: 'PATCH', route: '/api/permission-sets/{id}', path: (f) => `/api/permission-sets/${f.exampleSetId}`,
    body: () => ({ name: 'Matrix' }), who: ADMIN, through: 200,
  },

  // Auth.
  { method: 'GET', route: '/api/auth', who: 'signed-in', through: 200 },
  { method: 'DELETE', route: '/api/auth', body: () => ({ password: WRONG_PASSWORD }), who: 'signed-in', through: { status: 400, code: 'pwd-003' } },
  { method: 'POST', route: '/api/auth/logout', body: () => ({ removeAll: false }), who: 'signed-in', through: 204 },
  { method: 'POST', route: '/api/auth/masquerade', body: (f) => ({ userId: f.newcomerId }), who: ADMIN, through: 200 },
  { method: 'GET', route: '/api/auth/organizations', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/auth/sso', path: () => '/api/auth/sso?portal=admin', who: ADMIN, through: 200 },
  { method: 'GET', route: '/api/auth/sso', path: () => '/api/auth/sso?portal=instructor', who: ['instructor'], through: 200 },
  { method: 'POST', route: '/api/auth/verify-email/resend', who: 'signed-in', through: 202 },
  { method: 'POST', route: '/api/reset-password/student', body: (f) => ({ userId: f.resetUserId }), who: ADMIN, through: 202 },

  // The signed-in user's own account.
  { method: 'GET', route: '/api/user', who: 'signed-in', through: 200 },
  { method: 'PATCH', route: '/api/user', body: () => ({ about: 'Checked by the role matrix' }), who: 'signed-in', through: 200 },
  {
    method: 'PATCH', route: '/api/user/change-password', body: () => ({ oldPassword: WRONG_PASSWORD, newPassword: 'Another-Pass-2!' }),
    who: 'signed-in', through: { status: 400, code: 'pwd-003' },
  },
  {
    method: 'POST', route: '/api/phone-verification/send',
    body: () => ({ phoneNumber: `+96655${String(++phoneCounter).padStart(7, '0')}` }), who: 'signed-in', through: 200,
  },
  {
    method: 'POST', route: '/api/phone-verification/verify', body: () => ({ phoneNumber: '+966559999999', code: '000000' }),
    who: 'signed-in', through: { status: 400, code: 'auth-014' },
  },

  // Onboarding assessments.
  { method: 'GET', route: '/api/org-assessments-management', who: 'signed-in', through: 200 },
  {
    method: 'POST', route: '/api/org-assessments-management/{assessmentId}/start',
    path: (f) => `/api/org-assessments-management/${f.assessmentId}/start`, who: 'signed-in', through: 204,
  },
  {
    method: 'POST', route: '/api/assessment-answers', body: (f) => ({ assessmentId: f.assessmentId, optionIds: [2_147_483_647] }),
    who: 'signed-in', through: { status: 400, code: 'req-001' },
  },

  // Media.
  { method: 'POST', route: '/api/media/upload', body: () => '', who: 'signed-in', through: { status: 400, code: 'req-001' } },
  {
    method: 'POST', route: '/api/media/presigned', body: () => ({ fileName: 'matrix.pdf', mime: 'application/pdf', sizeBytes: 1024, purpose: 'COURSE_FILE' }),
    who: COURSE_EDITORS, through: 201,
  },
  { method: 'PATCH', route: '/api/media/presigned', body: () => ({ mediaId: 2_147_483_647 }), who: COURSE_EDITORS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/upload/{mediaId}', path: () => '/api/upload/2147483647', who: 'signed-in', through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/media/all-user-uploads', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/media/{mediaId}', path: () => '/api/media/2147483647', who: 'signed-in', through: { status: 404, code: 'req-002' } },
  {
    method: 'PATCH', route: '/api/media/{mediaId}', path: () => '/api/media/2147483647', body: () => ({ fileName: 'renamed.pdf' }),
    who: 'signed-in', through: { status: 404, code: 'req-002' },
  },
  { method: 'DELETE', route: '/api/media/{mediaId}', path: () => '/api/media/2147483647', who: 'signed-in', through: { status: 404, code: 'req-002' } },
  {
    method: 'PATCH', route: '/api/media/swap/{mediaId}', path: () => '/api/media/swap/2147483647', body: () => ({ replacementId: 2_147_483_646 }),
    who: 'signed-in', through: { status: 404, code: 'req-002' },
  },
  { method: 'POST', route: '/api/media/dump', who: 'signed-in', through: 200 },
  {
    method: 'POST', route: '/api/media/{mediaId}/transcripts', path: () => '/api/media/2147483647/transcripts',
    body: () => ({ language: 'en', label: 'English', vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n' }), who: 'signed-in', through: { status: 404, code: 'req-002' },
  },

  // Orders after the sale: history, refunds, invoices (demo has the marketplace; ids that match nothing are not found).
  { method: 'GET', route: '/api/orders/all', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/orders/all-v2', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/orders/{orderId}', path: () => '/api/orders/2147483647', who: 'signed-in', through: { status: 404, code: 'req-002' } },
  {
    method: 'GET', route: '/api/orders/refund-quote/{purchasedItemId}', path: () => '/api/orders/refund-quote/2147483647',
    who: 'signed-in', through: { status: 404, code: 'req-002' },
  },
  {
    method: 'POST', route: '/api/orders/refund/{purchasedItemId}', path: () => '/api/orders/refund/2147483647', body: () => ({}),
    who: 'signed-in', through: { status: 404, code: 'req-002' },
  },
  { method: 'GET', route: '/api/orders/refunds', who: ADMIN, through: 200 },
  {
    method: 'POST', route: '/api/orders/refunds/{refundId}/approve', path: () => '/api/orders/refunds/2147483647/approve',
    who: ADMIN, through: { status: 404, code: 'req-002' },
  },
  {
    method: 'POST', route: '/api/orders/refunds/{refundId}/reject', path: () => '/api/orders/refunds/2147483647/reject', body: () => ({ reason: 'Matrix' }),
    who: ADMIN, through: { status: 404, code: 'req-002' },
  },
  {
    method: 'GET', route: '/api/orders/invoices/{invoiceId}/pdf', path: () => '/api/orders/invoices/2147483647/pdf',
    who: 'signed-in', through: { status: 404, code: 'req-002' },
  },
  { method: 'POST', route: '/api/orders/{orderId}/invoice', path: () => '/api/orders/2147483647/invoice', who: ADMIN, through: { status: 404, code: 'req-002' } },
  {
    method: 'POST', route: '/api/orders/{orderId}/accounting-handoff', path: () => '/api/orders/2147483647/accounting-handoff',
    who: ADMIN, through: { status: 404, code: 'req-002' },
  },

  // Checkout and payments (docs/design/commerce-api.md "Calls"): every signed-in member where the marketplace is on (demo);
  // the matrix accounts have no cart here (ord-005), and ids that match nothing are not found. verify-payment is the members' (any organization).
  ...(['checkout', 'tamara-checkout', 'tabby-checkout', 'generate-checkout'] as const).map((call): MatrixRoute => ({
    method: 'POST', route: `/api/orders/${call}`, body: () => ({ idempotencyKey: `matrix-${call}`, acceptedTotal: 0 }), who: 'signed-in', through: { status: 409, code: 'ord-005' },
  })),
  {
    method: 'POST', route: '/api/orders/initialize-payment', body: () => ({ orderId: 2147483647, paymentId: 2147483647, providerPaymentId: 'sbx_pay_matrix' }),
    who: 'signed-in', through: { status: 404, code: 'req-002' },
  },
  { method: 'POST', route: '/api/orders/verify-payment', body: () => ({ orderId: 2147483647 }), who: 'signed-in', through: { status: 404, code: 'req-002' } },

  // The cart and vouchers: adding is for members with course access (the free course is not for sale: ord-003, no cart is
  // made, so the checkout rows above still find none); the cart and vouchers for every signed-in member; creating vouchers for administrators
  // (an amount and a rate together: vch-013, nothing created).
  {
    method: 'POST', route: '/api/orders/add/{courseId}', path: (f) => `/api/orders/add/${f.courseId}`, who: LEARNERS, through: { status: 409, code: 'ord-003' },
  },
  {
    method: 'POST', route: '/api/orders/add-item', body: (f) => ({ itemType: 'COURSE', itemId: f.courseId }), who: LEARNERS, through: { status: 409, code: 'ord-003' },
  },
  { method: 'GET', route: '/api/orders/cart', who: 'signed-in', through: 200 },
  {
    method: 'DELETE', route: '/api/orders/{purchasedItemId}', path: () => '/api/orders/2147483647', who: 'signed-in', through: { status: 404, code: 'req-002' },
  },
  {
    method: 'POST', route: '/api/orders/apply-voucher', body: () => ({ voucherCode: 'NO-SUCH-MATRIX-CODE' }), who: 'signed-in', through: { status: 404, code: 'vch-001' },
  },
  { method: 'POST', route: '/api/orders/remove-voucher', who: 'signed-in', through: 200 },
  {
    method: 'POST', route: '/api/orders/create-voucher', body: () => ({ code: 'MATRIX', discountAmount: 100, discountRateBasisPoints: 1000 }),
    who: ADMIN, through: { status: 400, code: 'vch-013' },
  },

  // Courses: the learner's own calls.
  {
    method: 'POST', route: '/api/courses/{courseId}/enroll', path: (f) => `/api/courses/${f.paidCourseId}/enroll`,
    who: LEARNERS, through: { status: 409, code: 'enr-005' },
  },
  { method: 'GET', route: '/api/courses/my-courses', who: LEARNERS, through: 200 },
  {
    method: 'PUT', route: '/api/courses/{courseId}/pin', path: (f) => `/api/courses/${f.courseId}/pin`, body: () => ({ isPinned: true }),
    who: LEARNERS, through: { status: 404, code: 'req-002' },
  },
  { method: 'GET', route: '/api/courses/wishlist', who: LEARNERS, through: 200 },
  { method: 'PUT', route: '/api/courses/{courseId}/wishlist', path: (f) => `/api/courses/${f.courseId}/wishlist`, who: LEARNERS, through: 204 },
  { method: 'DELETE', route: '/api/courses/{courseId}/wishlist', path: (f) => `/api/courses/${f.courseId}/wishlist`, who: LEARNERS, through: 204 },
  { method: 'GET', route: '/api/courses/{courseId}/my-review', path: (f) => `/api/courses/${f.courseId}/my-review`, who: LEARNERS, through: 200 },
  {
    method: 'PUT', route: '/api/courses/{courseId}/my-review', path: (f) => `/api/courses/${f.courseId}/my-review`, body: () => ({ rating: 5 }),
    who: LEARNERS, through: { status: 409, code: 'rev-001' },
  },
  { method: 'DELETE', route: '/api/courses/{courseId}/my-review', path: (f) => `/api/courses/${f.courseId}/my-review`, who: LEARNERS, through: 204 },

  // Specializations.
  { method: 'GET', route: '/api/specializations', who: LEARNERS, through: 200 },
  {
    method: 'GET', route: '/api/specializations/{specializationId}', path: (f) => `/api/specializations/${f.specializationId}`,
    who: LEARNERS, through: 200,
  },
  {
    method: 'POST', route: '/api/specializations/{specializationId}/enroll', path: (f) => `/api/specializations/${f.specializationId}/enroll`,
    who: LEARNERS, through: { status: 409, code: 'enr-005' },
  },
  { method: 'POST', route: '/api/specializations', body: () => ({ name: 'Matrix path' }), who: ADMIN, through: 201 },
  {
    method: 'PATCH', route: '/api/specializations/{specializationId}', path: (f) => `/api/specializations/${f.specializationId}`,
    body: () => ({ briefDescription: 'Checked by the role matrix' }), who: ADMIN, through: 200,
  },
  {
    method: 'PUT', route: '/api/specializations/{specializationId}/courses', path: (f) => `/api/specializations/${f.specializationId}/courses`,
    body: () => ({ courseIds: [] }), who: ADMIN, through: 200,
  },
  {
    method: 'DELETE', route: '/api/specializations/{specializationId}', path: (f) => `/api/specializations/${f.deletableSpecializationId}`,
    who: ADMIN, through: 204,
  },

  // Dashboard.
  {
    method: 'GET', route: '/api/users/{userId}/course-statistics', path: (f, role) => `/api/users/${f.userIds[role] ?? 1}/course-statistics`,
    who: LEARNERS, through: 200,
  },
  { method: 'GET', route: '/api/dashboard/enrolled-courses-by-progress', who: LEARNERS, through: 200 },
  { method: 'GET', route: '/api/dashboard/calendar', who: LEARNERS, through: 200 },
  // Courses or events access (spec section 2): every seeded member has one of them.
  { method: 'GET', route: '/api/dashboard/student-activities', who: 'signed-in', through: 200 },

  // Course player (learner gate, then the course's own gate: an unknown course is 404 to everyone who gets through).
  { method: 'GET', route: '/api/courses/{courseId}/player', path: () => `/api/courses/2147483647/player`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/subsections/{subsectionId}', path: () => `/api/courses/2147483647/subsections/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'PUT', route: '/api/courses/{courseId}/subsections/{subsectionId}/visit', path: () => `/api/courses/2147483647/subsections/1/visit`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/subsections/{subsectionId}/playback', path: () => `/api/courses/2147483647/subsections/1/playback`, body: () => ({ ranges: [[0, 1]], position: 1 }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/subsections/{subsectionId}/complete', path: () => `/api/courses/2147483647/subsections/1/complete`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'PUT', route: '/api/courses/{courseId}/subsections/{subsectionId}/questionnaire/{questionId}', path: () => `/api/courses/2147483647/subsections/1/questionnaire/1`, body: () => ({ answerId: 1 }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/notes', path: () => `/api/courses/2147483647/notes`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/subsections/{subsectionId}/notes', path: () => `/api/courses/2147483647/subsections/1/notes`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/subsections/{subsectionId}/notes', path: () => `/api/courses/2147483647/subsections/1/notes`, body: () => ({ note: 'Matrix note' }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'PATCH', route: '/api/courses/{courseId}/notes/{noteId}', path: () => `/api/courses/2147483647/notes/1`, body: () => ({ note: 'Matrix note' }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'DELETE', route: '/api/courses/{courseId}/notes/{noteId}', path: () => `/api/courses/2147483647/notes/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/announcements', path: () => `/api/courses/2147483647/announcements`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/announcements/{announcementId}', path: () => `/api/courses/2147483647/announcements/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/online-lectures', path: () => `/api/courses/2147483647/online-lectures`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/online-lectures/{onlineLectureId}', path: () => `/api/courses/2147483647/online-lectures/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/online-lectures/{onlineLectureId}/join', path: () => `/api/courses/2147483647/online-lectures/1/join`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/on-campus-lectures', path: () => `/api/courses/2147483647/on-campus-lectures`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/on-campus-lectures/{onCampusLectureId}', path: () => `/api/courses/2147483647/on-campus-lectures/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/attendance', path: () => `/api/courses/2147483647/attendance`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/attendance/code', path: () => `/api/courses/2147483647/attendance/code`, body: () => ({ code: '123456' }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  // Certificates (docs/design/course-work-api.md "Completion and certificates"): a member's own; instructors on the courses they teach.
  { method: 'GET', route: '/api/certificates/my', who: LEARNERS, through: 200 },
  { method: 'GET', route: '/api/certificates/{certificateId}/pdf', path: () => '/api/certificates/00000000-0000-4000-8000-000000000000/pdf', who: LEARNERS, through: { status: 404, code: 'crt-001' } },
  { method: 'GET', route: '/api/courses/{courseId}/certificate', path: () => '/api/courses/2147483647/certificate', who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/certificates', path: (f) => `/api/courses/${f.taughtCourseId}/certificates`, who: COURSE_EDITORS, through: 200 },
  {
    method: 'POST', route: '/api/courses/{courseId}/certificates', path: (f) => `/api/courses/${f.taughtCourseId}/certificates`,
    body: () => ({ userId: 2_147_483_647 }), who: COURSE_EDITORS, through: { status: 400, code: 'crt-004' },
  },
  { method: 'GET', route: '/api/courses/{courseId}/passing-criteria', path: (f) => `/api/courses/${f.taughtCourseId}/passing-criteria`, who: COURSE_EDITORS, through: 200 },
  {
    // The seeded organizations leave passing criteria to nobody (passing-criteria-configuration-enabled-for-* unset).
    method: 'PUT', route: '/api/courses/{courseId}/passing-criteria', path: (f) => `/api/courses/${f.taughtCourseId}/passing-criteria`,
    body: () => ({ passingGradePercentage: 0.5, mandatoryAttendancePercentage: 1 }), who: COURSE_EDITORS, through: { status: 403, code: 'crt-005' },
  },
  {
    method: 'POST', route: '/api/courses/{courseId}/certificates/{certificateId}/revoke',
    path: (f) => `/api/courses/${f.taughtCourseId}/certificates/00000000-0000-4000-8000-000000000000/revoke`,
    body: () => ({ reason: 'Checked by the role matrix' }), who: COURSE_EDITORS, through: { status: 404, code: 'crt-001' },
  },
  // Discussion boards, surveys and polls (the player's gate: an unknown course is 404 to everyone who gets through).
  { method: 'GET', route: '/api/courses/{courseId}/discussion-boards', path: () => `/api/courses/2147483647/discussion-boards`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}', path: () => `/api/courses/2147483647/discussion-boards/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'PUT', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/read', path: () => `/api/courses/2147483647/discussion-boards/1/read`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments', path: () => `/api/courses/2147483647/discussion-boards/1/comments`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}', path: () => `/api/courses/2147483647/discussion-boards/1/comments/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments', path: () => `/api/courses/2147483647/discussion-boards/1/comments`, body: () => ({ body: '<p>Matrix</p>' }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/uploads', path: () => `/api/courses/2147483647/discussion-boards/1/uploads`, body: () => ({ fileName: 'matrix.pdf', mime: 'application/pdf', sizeBytes: 10 }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/uploads/{mediaId}/complete', path: () => `/api/courses/2147483647/discussion-boards/1/uploads/1/complete`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'PATCH', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}', path: () => `/api/courses/2147483647/discussion-boards/1/comments/1`, body: () => ({ body: '<p>Matrix</p>' }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'DELETE', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}', path: () => `/api/courses/2147483647/discussion-boards/1/comments/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'PUT', route: '/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}/like', path: () => `/api/courses/2147483647/discussion-boards/1/comments/1/like`, body: () => ({ liked: true }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/surveys', path: () => `/api/courses/2147483647/surveys`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'GET', route: '/api/courses/{courseId}/surveys/{surveyId}', path: () => `/api/courses/2147483647/surveys/1`, who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/surveys/{surveyId}/votes', path: () => `/api/courses/2147483647/surveys/1/votes`, body: () => ({ choiceIds: [1] }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  { method: 'POST', route: '/api/courses/{courseId}/surveys/{surveyId}/choices', path: () => `/api/courses/2147483647/surveys/1/choices`, body: () => ({ text: 'Matrix' }), who: LEARNERS, through: { status: 404, code: 'req-002' } },
  // Course management (instructors their own courses, administrators all of the organization's).
  { method: 'GET', route: '/api/courses/manage', who: COURSE_EDITORS, through: 200 },
  { method: 'POST', route: '/api/courses', body: () => ({ name: 'Matrix course' }), who: COURSE_EDITORS, through: 201 },
  {
    method: 'PATCH', route: '/api/courses/{courseId}', path: (f) => `/api/courses/${f.taughtCourseId}`,
    body: () => ({ briefDescription: 'Checked by the role matrix' }), who: COURSE_EDITORS, through: 200,
  },
  { method: 'DELETE', route: '/api/courses/{courseId}', path: (f) => `/api/courses/${f.deletableCourseId}`, who: COURSE_EDITORS, through: 204 },
  {
    method: 'PATCH', route: '/api/courses/{courseId}/publish-status', path: (f) => `/api/courses/${f.taughtCourseId}/publish-status`,
    body: () => ({ isPublished: true }), who: COURSE_EDITORS, through: 200,
  },
  {
    method: 'POST', route: '/api/courses/{courseId}/approval-request', path: (f) => `/api/courses/${f.taughtCourseId}/approval-request`,
    who: COURSE_EDITORS, through: { status: 409, code: 'crs-001' },
  },
  {
    method: 'PATCH', route: '/api/courses/{courseId}/approval-request', path: (f) => `/api/courses/${f.taughtCourseId}/approval-request`,
    body: () => ({ status: 'APPROVED' }), who: ADMIN, through: { status: 404, code: 'req-002' },
  },
  { method: 'GET', route: '/api/courses/{courseId}/sections', path: (f) => `/api/courses/${f.taughtCourseId}/sections`, who: COURSE_EDITORS, through: 200 },
  {
    method: 'POST', route: '/api/courses/{courseId}/sections', path: (f) => `/api/courses/${f.taughtCourseId}/sections`,
    body: () => ({ name: 'Matrix week' }), who: COURSE_EDITORS, through: 201,
  },
  {
    method: 'PATCH', route: '/api/courses/{courseId}/sections/{sectionId}', path: (f) => `/api/courses/${f.taughtCourseId}/sections/${f.taughtSectionId}`,
    body: () => ({ name: 'Matrix week 1' }), who: COURSE_EDITORS, through: 200,
  },
  {
    method: 'DELETE', route: '/api/courses/{courseId}/sections/{sectionId}', path: (f) => `/api/courses/${f.taughtCourseId}/sections/2147483647`,
    who: COURSE_EDITORS, through: { status: 404, code: 'req-002' },
  },
  // Course authoring (docs/design/course-player-api.md): the course editors; unknown ids are req-002, inconsistent content crs-002.
  ...authoringRoutes(),
  // Assignments and course groups (docs/design/course-work-api.md): learners then the player gate; course editors on the taught course.
  ...assignmentAndGroupRoutes(),
  // Grades (docs/design/course-work-api.md "Grades"): members through the player gate, course editors on the taught course.
  ...gradeMatrixRoutes(),
  // Exams, their review (docs/design/exams-api.md "Exams", "Review"): course editors on the taught course.
  ...examManageReviewMatrixRoutes(),
  // Exam attempts (docs/design/exams-api.md "Member calls"): learners then the player gate; an unknown course is 404 to everyone who gets through.
  ...examAttemptMatrixRoutes(),
  // The question bank and its import/export (docs/design/exams-api.md "Bank"): course editors on the taught course.
  ...questionBankMatrixRoutes(),
  // Getting help: every member has tickets of their own; all=1 is the administrators' view. An unknown ticket is sup-001 to everyone.
  { method: 'POST', route: '/api/technical-support', body: () => ({ subject: 'Matrix question', body: 'Checked by the role matrix' }), who: 'signed-in', through: 201 },
  { method: 'GET', route: '/api/technical-support', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/technical-support', path: () => '/api/technical-support?all=1', who: ADMIN, through: 200 },
  {
    method: 'GET', route: '/api/technical-support/{ticketId}', path: () => '/api/technical-support/2147483647',
    who: 'signed-in', through: { status: 404, code: 'sup-001' },
  },
  {
    method: 'PATCH', route: '/api/technical-support/{ticketId}', path: () => '/api/technical-support/2147483647', body: () => ({ body: 'Matrix reply' }),
    who: 'signed-in', through: { status: 404, code: 'sup-001' },
  },
  { method: 'GET', route: '/api/help-center', who: 'signed-in', through: 200 },
  // Notifications: every member has their own; an id that is not theirs is ntf-001 to everyone. Sending to a topic is the administrators'.
  { method: 'GET', route: '/api/notifications', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/notifications/v2', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/notifications/count', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/notifications/templates', who: 'signed-in', through: 200 },
  { method: 'POST', route: '/api/notifications/read', who: 'signed-in', through: 200 },
  {
    method: 'POST', route: '/api/notifications/read/{notificationId}', path: () => '/api/notifications/read/2147483647',
    who: 'signed-in', through: { status: 404, code: 'ntf-001' },
  },
  {
    method: 'DELETE', route: '/api/notifications/{notificationId}', path: () => '/api/notifications/2147483647',
    who: 'signed-in', through: { status: 404, code: 'ntf-001' },
  },
  {
    method: 'POST', route: '/api/notifications/{notificationId}/restore', path: () => '/api/notifications/2147483647/restore',
    who: 'signed-in', through: { status: 404, code: 'ntf-001' },
  },
  { method: 'POST', route: '/api/notifications/add-token', body: () => ({ token: 'matrix-device' }), who: 'signed-in', through: 204 },
  { method: 'DELETE', route: '/api/notifications/fcmtoken/{token}', path: () => '/api/notifications/fcmtoken/matrix-device', who: 'signed-in', through: 204 },
  {
    method: 'POST', route: '/api/notifications/send-to-topic', body: () => ({ topic: 'administrators', text: 'Matrix notice' }),
    who: ADMIN, through: 202,
  },
  { method: 'GET', route: '/api/notification-control-groups', who: 'signed-in', through: 200 },
  { method: 'GET', route: '/api/notification-control-groups/settings', who: 'signed-in', through: 200 },
  {
    method: 'PATCH', route: '/api/notification-control-groups/settings', body: () => [{ notificationControlGroupId: 1, isDisabled: false }],
    who: 'signed-in', through: 200,
  },
  { method: 'GET', route: '/api/activity-log', who: 'signed-in', through: 200 },
  { method: 'POST', route: '/api/sse/ticket', who: 'signed-in', through: 201 },
  // Social groups (issue 16)
  ...socialGroupMatrixRoutes(),
  // Social events (issue 16)
  ...socialEventMatrixRoutes(),
  // Coaching (issue 17)
  ...coachingMatrixRoutes(),
];

// Social groups (issue 16): members whose set holds access-communities (demo has the social platform); creating a group needs
// manage-social-groups. Ids that match nothing are 404 to everyone who gets through.
function socialGroupMatrixRoutes(): MatrixRoute[] {
  const COMMUNITY: readonly Role[] = ['member', 'administrator'];
  const NONE = 2_147_483_647;
  const missing = { status: 404, code: 'req-002' } as const;
  const route = (method: MatrixRoute['method'], path: string, through: MatrixRoute['through'], body?: () => unknown, query = ''): MatrixRoute => ({
    method, route: `/api${path}`, who: COMMUNITY, through,
    path: () => `/api${path.replace('{action}', 'accept').replace(/\{\w+\}/g, String(NONE))}${query}`, ...(body ? { body } : {}),
  });
  return [
    route('GET', '/groups', 200),
    route('GET', '/groups/mine', 200),
    { method: 'POST', route: '/api/groups', body: () => ({ name: 'Matrix group', privacy: 'PRIVATE' }), who: ADMIN, through: 201 },
    route('GET', '/groups/{groupId}', missing),
    route('PATCH', '/groups/{groupId}', missing, () => ({ name: 'x' })),
    route('GET', '/groups/{groupId}/members', missing),
    route('POST', '/groups/{groupId}/join', missing),
    route('POST', '/groups/{groupId}/leave', missing),
    route('POST', '/groups/{groupId}/decline', missing),
    route('POST', '/groups/{groupId}/invite', missing, () => ({ email: 'member@demo.halaqa.test' })),
    route('POST', '/groups/{groupId}/members/{userId}/{action}', missing),
    route('PUT', '/groups/{groupId}/rating', missing, () => ({ rating: 3 })),
    route('GET', '/groups/{groupId}/events', missing),
    route('GET', '/groups/{groupId}/posts', missing),
    route('POST', '/groups/{groupId}/uploads', missing, () => ({ fileName: 'matrix.png', mime: 'image/png', sizeBytes: 10 })),
    route('POST', '/groups/{groupId}/uploads/{mediaId}/complete', missing),
    route('POST', '/groups/{groupId}/posts', missing, () => ({ content: 'Matrix post' })),
    route('GET', '/posts/{postId}', missing),
    route('PATCH', '/posts/{postId}', missing, () => ({ content: 'x' })),
    route('DELETE', '/posts/{postId}', missing),
    route('PUT', '/posts/{postId}/pin', missing),
    route('DELETE', '/posts/{postId}/pin', missing),
    route('PUT', '/posts/{postId}/read-only', missing, () => ({ isReadOnly: true })),
    route('PUT', '/posts/{postId}/like', missing),
    route('DELETE', '/posts/{postId}/like', missing),
    route('PUT', '/posts/{postId}/save', missing),
    route('DELETE', '/posts/{postId}/save', missing),
    route('GET', '/posts/{postId}/comments', missing),
    route('POST', '/posts/{postId}/comments', missing, () => ({ content: 'x' })),
    route('PATCH', '/comments/{commentId}', missing, () => ({ content: 'x' })),
    route('DELETE', '/comments/{commentId}', missing),
    route('PUT', '/comments/{commentId}/like', missing),
    route('DELETE', '/comments/{commentId}/like', missing),
    route('GET', '/feeds/home', 200),
    route('GET', '/feeds/likes', 200),
    route('GET', '/feeds/saved-posts', 200),
    route('GET', '/feeds/comments', 200),
    route('GET', '/feeds/events', 200, undefined, '?kind=enrolled'),
    route('GET', '/feeds/groups', 200),
    route('GET', '/feeds/preferences', 200),
    route('PUT', '/feeds/preferences', 200, () => ({ homeIncludesPublicGroups: false, mutedGroupIds: [] })),
    route('GET', '/social/search', 200, undefined, '?q=matrix'),
  ];
}

/** Assignments and course groups: a learner's call on an unknown course is 404; an editor's on unknown ids of the taught course too. */
function assignmentAndGroupRoutes(): MatrixRoute[] {
  const NONE = 2_147_483_647;
  const missing = { status: 404, code: 'req-002' } as const;
  const learner = (method: MatrixRoute['method'], route: string, body?: () => unknown): MatrixRoute => ({
    method, route: `/api/courses/{courseId}${route}`, who: LEARNERS, through: missing,
    path: () => `/api/courses/${NONE}${route.replace(/\{\w+\}/g, '1')}`, ...(body ? { body } : {}),
  });
  const editor = (method: MatrixRoute['method'], route: string, through: MatrixRoute['through'], body?: () => unknown): MatrixRoute => ({
    method, route: `/api/courses/{courseId}${route}`, who: COURSE_EDITORS, through,
    path: (f) => `/api/courses/${f.taughtCourseId}${route.replace(/\{\w+\}/g, String(NONE))}`, ...(body ? { body } : {}),
  });
  return [
    learner('GET', '/assignments'),
    learner('GET', '/assignments/{assignmentId}'),
    learner('POST', '/assignments/{assignmentId}/submissions', () => ({ body: 'Matrix work' })),
    learner('POST', '/assignments/{assignmentId}/uploads', () => ({ fileName: 'matrix.pdf', mime: 'application/pdf', sizeBytes: 10 })),
    learner('POST', '/assignments/{assignmentId}/uploads/{mediaId}/complete'),
    learner('GET', '/current-group'),
    editor('POST', '/assignments', { status: 400, code: 'asg-006' }, () => ({ subsectionId: NONE, title: 'Matrix', submissionTypes: ['TEXT'] })),
    editor('PATCH', '/assignments/{assignmentId}', missing, () => ({ title: 'x' })),
    editor('DELETE', '/assignments/{assignmentId}', missing),
    editor('GET', '/assignments/{assignmentId}/submissions', missing),
    editor('POST', '/assignments/{assignmentId}/submissions/{submissionId}/grade', missing, () => ({ grade: 1 })),
    editor('POST', '/assignments/{assignmentId}/submissions/{submissionId}/return', missing),
    editor('POST', '/assignments/{assignmentId}/submissions/{submissionId}/plagiarism-report/publish', missing),
    editor('GET', '/groups', 200),
    editor('POST', '/groups/bulk', 201, () => ({ names: ['Matrix group'] })),
    editor('POST', '/groups/generate', { status: 409, code: 'grp-002' }, () => ({ size: 2 })),
    editor('PUT', '/groups/members', { status: 400, code: 'grp-001' }, () => ({ userId: NONE, toGroupId: null })),
    editor('PATCH', '/groups/{groupId}', missing, () => ({ name: 'x' })),
    editor('DELETE', '/groups/{groupId}', missing),
  ];
}

/** Grades: a learner's call on an unknown course is 404; an editor's on unknown ids of the taught course too; invalid letters change nothing. */
function gradeMatrixRoutes(): MatrixRoute[] {
  const NONE = 2_147_483_647;
  const missing = { status: 404, code: 'req-002' } as const;
  const badSchema = { title: 'Matrix', mappings: [{ letter: 'A', minValue: 10, maxValue: 100 }] };
  const rubric = { title: 'Matrix rubric', criteria: [{ description: 'Matrix', maxGrade: 1, ratings: [{ description: 'Done', points: 1 }] }] };
  const learner = (route: string): MatrixRoute => ({
    method: 'GET', route: `/api/courses/{courseId}${route}`, who: LEARNERS, through: missing,
    path: () => `/api/courses/${NONE}${route.replace(/\{\w+\}/g, '1')}`,
  });
  const editor = (method: MatrixRoute['method'], route: string, through: MatrixRoute['through'], body?: () => unknown): MatrixRoute => ({
    method, route: `/api/courses/{courseId}${route}`, who: COURSE_EDITORS, through,
    path: (f) => `/api/courses/${f.taughtCourseId}${route.replace(/\{\w+\}/g, String(NONE))}`, ...(body ? { body } : {}),
  });
  return [
    learner('/grade-items'),
    learner('/grade-items/{gradeItemId}'),
    learner('/grade-items/{gradeItemId}/grades/{studentId}'),
    editor('GET', '/grade-items/manage', 200),
    editor('POST', '/grade-items', 201, () => ({ name: 'Matrix item', maxPoints: 10, isPublished: false })),
    editor('PATCH', '/grade-items/{gradeItemId}', missing, () => ({ weight: 2 })),
    editor('DELETE', '/grade-items/{gradeItemId}', missing),
    editor('GET', '/gradebook', 200),
    editor('PUT', '/grade-items/{gradeItemId}/grades/{studentId}', missing, () => ({ grade: 1 })),
    editor('DELETE', '/grade-items/{gradeItemId}/grades/{studentId}', missing),
    editor('PUT', '/grade-items/{gradeItemId}/group-grades/{groupId}', missing, () => ({ grade: 1 })),
    editor('GET', '/rubrics', 200),
    editor('POST', '/rubrics', 201, () => rubric),
    editor('PUT', '/rubrics/{rubricId}', missing, () => rubric),
    editor('DELETE', '/rubrics/{rubricId}', missing),
    editor('GET', '/grading-schema', 200),
    editor('PUT', '/grading-schema', { status: 400, code: 'grd-003' }, () => badSchema),
    editor('DELETE', '/grading-schema', 204),
    // The organization's default: administrators only (instructors hold manage-courses but are refused perm-001).
    { method: 'GET', route: '/api/grading-schemas/default', who: ADMIN, through: 200 },
    { method: 'PUT', route: '/api/grading-schemas/default', body: () => badSchema, who: ADMIN, through: { status: 400, code: 'grd-003' } },
  ];
}

/** Exam attempts: a learner's call on an unknown course is 404 (the player gate), whatever the ids after it. */
function examAttemptMatrixRoutes(): MatrixRoute[] {
  const NONE = 2_147_483_647;
  const learner = (method: MatrixRoute['method'], route: string, body?: () => unknown): MatrixRoute => ({
    method, route: `/api/courses/{courseId}${route}`, who: LEARNERS, through: { status: 404, code: 'req-002' },
    path: () => `/api/courses/${NONE}${route.replace(/\{\w+\}/g, '1')}`, ...(body ? { body } : {}),
  });
  return [
    learner('GET', '/exams'),
    learner('GET', '/exams/{subsectionExamId}'),
    learner('POST', '/exams/{subsectionExamId}/attempts', () => ({ deviceId: 'matrix-device' })),
    learner('GET', '/exams/{subsectionExamId}/attempts'),
    learner('GET', '/exam-attempts/{examAttemptId}'),
    learner('GET', '/exam-attempts/{examAttemptId}/pages/{page}'),
    learner('POST', '/exam-attempts/{examAttemptId}/next', () => ({ fromPage: 0 })),
    learner('PUT', '/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}', () => ({ response: null, sequence: 1, idempotencyKey: 'matrix-key' })),
    learner('POST', '/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}/check'),
    learner('PUT', '/exam-attempts/{examAttemptId}/flags/{attemptQuestionId}', () => ({ flagged: true })),
    learner('POST', '/exam-attempts/{examAttemptId}/submit', () => ({})),
    learner('POST', '/exam-attempts/{examAttemptId}/events', () => ({ type: 'COPY', occurredAt: '2026-01-01T00:00:00Z', clientKey: 'matrix-event' })),
    learner('GET', '/exam-attempts/{examAttemptId}/review'),
    learner('POST', '/exam-attempts/{examAttemptId}/uploads', () => ({ fileName: 'matrix.pdf', mime: 'application/pdf', sizeBytes: 10 })),
    learner('POST', '/exam-attempts/{examAttemptId}/uploads/{mediaId}/complete'),
  ];
}

/** The question bank: course editors on the taught course; unknown ids are req-002, an unreadable file exm-009. */
function questionBankMatrixRoutes(): MatrixRoute[] {
  const NONE = 2_147_483_647;
  const missing = { status: 404, code: 'req-002' } as const;
  const editor = (method: MatrixRoute['method'], route: string, through: MatrixRoute['through'], body?: (f: Fixture, role: Role) => unknown, query = ''): MatrixRoute => ({
    method, route: `/api/courses/{courseId}${route}`, who: COURSE_EDITORS, through,
    path: (f) => `/api/courses/${f.taughtCourseId}${route.replace(/\{\w+\}/g, String(NONE))}${query}`, ...(body ? { body } : {}),
  });
  const essay = () => ({ type: 'ESSAY', stem: '<p>Matrix question</p>' });
  return [
    editor('GET', '/question-types', 200),
    editor('GET', '/questions', 200),
    editor('POST', '/questions', 201, essay),
    editor('GET', '/questions/{questionId}', missing),
    editor('PUT', '/questions/{questionId}', missing, essay),
    editor('DELETE', '/questions/{questionId}', missing),
    editor('POST', '/questions/{questionId}/copy', missing),
    editor('POST', '/questions/import', { status: 400, code: 'exm-009' }, () => ({ format: 'GIFT', content: 'Matrix notes, no question' })),
    editor('GET', '/questions/export', 200, undefined, '?format=GIFT'),
    editor('GET', '/question-categories', 200),
    editor('POST', '/question-categories', 201, (_f, role) => ({ name: `Matrix ${role}` })),
    editor('DELETE', '/question-categories/{categoryId}', missing),
    editor('GET', '/question-tags', 200),
    editor('POST', '/question-tags', 201, (_f, role) => ({ name: `matrix-${role}` })),
    editor('DELETE', '/question-tags/{tagId}', missing),
  ];
}

/** Managing and reviewing exams, on the taught course: unknown ids are req-002 (an unknown item to link is exm-008); nothing changes. */
function examManageReviewMatrixRoutes(): MatrixRoute[] {
  const NONE = 2_147_483_647;
  const missing = { status: 404, code: 'req-002' } as const;
  const editor = (method: MatrixRoute['method'], route: string, through: MatrixRoute['through'], body?: () => unknown): MatrixRoute => ({
    method, route: `/api/courses/{courseId}${route}`, who: COURSE_EDITORS, through,
    path: (f) => `/api/courses/${f.taughtCourseId}${route.replace(/\{\w+\}/g, String(NONE))}`, ...(body ? { body } : {}),
  });
  return [
    editor('GET', '/exams/manage', 200),
    editor('POST', '/exams/manage', 201, () => ({ title: 'Matrix exam' })),
    editor('GET', '/exams/manage/{examId}', missing),
    editor('PATCH', '/exams/manage/{examId}', missing, () => ({ title: 'x' })),
    editor('DELETE', '/exams/manage/{examId}', missing),
    editor('PUT', '/exams/manage/{examId}/questions', missing, () => ({ questions: [] })),
    editor('PUT', '/subsections/{subsectionId}/exam', { status: 400, code: 'exm-008' }, () => ({ examId: NONE })),
    editor('GET', '/exams/{subsectionExamId}/attempts/manage', missing),
    editor('GET', '/exam-reviews', 200),
    editor('GET', '/exam-attempts/{examAttemptId}/manage', missing),
    editor('PUT', '/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}/review', missing, () => ({ points: 1 })),
    editor('POST', '/exam-attempts/{examAttemptId}/approve', missing, () => ({})),
    editor('POST', '/exam-attempts/{examAttemptId}/reject', missing, () => ({})),
    editor('POST', '/exam-attempts/{examAttemptId}/cancel', missing, () => ({})),
  ];
}

/** The course player's authoring calls, on the taught course (unknown ids: nothing changes). */
function authoringRoutes(): MatrixRoute[] {
  const NONE = 2_147_483_647;
  const course = (f: Fixture) => `/api/courses/${f.taughtCourseId}`;
  const missing = { status: 404, code: 'req-002' } as const;
  const invalid = { status: 400, code: 'crs-002' } as const;
  const times = { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T11:00:00Z' };
  const entry = (method: MatrixRoute['method'], route: string, path: (f: Fixture) => string, through: MatrixRoute['through'], body?: () => unknown): MatrixRoute =>
    ({ method, route: `/api/courses/{courseId}${route}`, path, through, who: COURSE_EDITORS, ...(body ? { body } : {}) });
  return [
    entry('POST', '/sections/{sectionId}/subsections', (f) => `${course(f)}/sections/${f.taughtSectionId}/subsections`, 201,
      () => ({ name: 'Matrix item', contentType: 'TEXT', body: '<p>Matrix</p>' })),
    entry('PATCH', '/subsections/{subsectionId}', (f) => `${course(f)}/subsections/${NONE}`, missing, () => ({ weight: 2 })),
    entry('DELETE', '/subsections/{subsectionId}', (f) => `${course(f)}/subsections/${NONE}`, missing),
    entry('PUT', '/sections/order', (f) => `${course(f)}/sections/order`, invalid, () => ({ sectionIds: [] })),
    entry('PUT', '/sections/{sectionId}/subsections/order', (f) => `${course(f)}/sections/${f.taughtSectionId}/subsections/order`, invalid,
      () => ({ subsectionIds: [NONE] })),
    entry('PUT', '/sections/{sectionId}/prerequisites', (f) => `${course(f)}/sections/${f.taughtSectionId}/prerequisites`, 200, () => ({ sectionIds: [] })),
    entry('POST', '/subsections/{subsectionId}/attachments', (f) => `${course(f)}/subsections/${NONE}/attachments`, missing,
      () => ({ name: 'Matrix link', link: 'https://example.org' })),
    entry('DELETE', '/subsections/{subsectionId}/attachments/{attachmentId}', (f) => `${course(f)}/subsections/${NONE}/attachments/${NONE}`, missing),
    entry('POST', '/online-lectures', (f) => `${course(f)}/online-lectures`, 201, () => ({ title: 'Matrix lecture', ...times })),
    entry('PATCH', '/online-lectures/{onlineLectureId}', (f) => `${course(f)}/online-lectures/${NONE}`, missing, () => ({ title: 'x' })),
    entry('DELETE', '/online-lectures/{onlineLectureId}', (f) => `${course(f)}/online-lectures/${NONE}`, missing),
    entry('POST', '/on-campus-lectures', (f) => `${course(f)}/on-campus-lectures`, 201, () => ({ title: 'Matrix class', location: 'Room 1', ...times })),
    entry('PATCH', '/on-campus-lectures/{onCampusLectureId}', (f) => `${course(f)}/on-campus-lectures/${NONE}`, missing, () => ({ title: 'x' })),
    entry('DELETE', '/on-campus-lectures/{onCampusLectureId}', (f) => `${course(f)}/on-campus-lectures/${NONE}`, missing),
    entry('GET', '/announcements/manage', (f) => `${course(f)}/announcements/manage`, 200),
    entry('POST', '/announcements', (f) => `${course(f)}/announcements`, 201, () => ({ title: 'Matrix draft', content: 'Draft' })),
    entry('PATCH', '/announcements/{announcementId}', (f) => `${course(f)}/announcements/${NONE}`, missing, () => ({ title: 'x' })),
    entry('DELETE', '/announcements/{announcementId}', (f) => `${course(f)}/announcements/${NONE}`, missing),
    entry('POST', '/attendance-sessions', (f) => `${course(f)}/attendance-sessions`, invalid, () => ({ onlineLectureId: NONE })),
    entry('GET', '/attendance-sessions/{attendanceId}/code', (f) => `${course(f)}/attendance-sessions/${NONE}/code`, missing),
    entry('POST', '/attendance-sessions/{attendanceId}/close', (f) => `${course(f)}/attendance-sessions/${NONE}/close`, missing),
    entry('GET', '/attendance/report', (f) => `${course(f)}/attendance/report`, 200),
    entry('PUT', '/attendance/records', (f) => `${course(f)}/attendance/records`, invalid, () => ({ userId: NONE, onlineLectureId: NONE, attended: true })),
    entry('GET', '/discussion-boards/manage', (f) => `${course(f)}/discussion-boards/manage`, 200),
    entry('POST', '/discussion-boards', (f) => `${course(f)}/discussion-boards`, missing, () => ({ subsectionId: NONE, title: 'Matrix board' })),
    entry('PATCH', '/discussion-boards/{discussionBoardId}', (f) => `${course(f)}/discussion-boards/${NONE}`, missing, () => ({ title: 'x' })),
    entry('PUT', '/discussion-boards/{discussionBoardId}/lock', (f) => `${course(f)}/discussion-boards/${NONE}/lock`, missing, () => ({ isLocked: true })),
    entry('DELETE', '/discussion-boards/{discussionBoardId}', (f) => `${course(f)}/discussion-boards/${NONE}`, missing),
    entry('GET', '/surveys/manage', (f) => `${course(f)}/surveys/manage`, 200),
    entry('POST', '/surveys', (f) => `${course(f)}/surveys`, missing, () => ({ subsectionId: NONE, type: 'POLL', title: 'Matrix poll', choices: [] })),
    entry('PATCH', '/surveys/{surveyId}', (f) => `${course(f)}/surveys/${NONE}`, missing, () => ({ title: 'x' })),
    entry('DELETE', '/surveys/{surveyId}', (f) => `${course(f)}/surveys/${NONE}`, missing),
    entry('POST', '/surveys/{surveyId}/managed-choices', (f) => `${course(f)}/surveys/${NONE}/managed-choices`, missing, () => ({ text: 'x' })),
    entry('DELETE', '/surveys/{surveyId}/choices/{choiceId}', (f) => `${course(f)}/surveys/${NONE}/choices/${NONE}`, missing),
    entry('PUT', '/surveys/{surveyId}/results-publication', (f) => `${course(f)}/surveys/${NONE}/results-publication`, missing, () => ({ isPublished: true })),
  ];
}

// Only for test names: the fixture is loaded in beforeAll, after describe.each has named the tests.
const fixtureShape: Fixture = {
  announcementId: 0, exampleSetId: 0, newcomerId: 0, resetUserId: 0, assessmentId: 0,
  courseId: 0, paidCourseId: 0, specializationId: 0, deletableSpecializationId: 0, userIds: {},
  taughtCourseId: 0, taughtSectionId: 0, deletableCourseId: 0,
};

const mayPass = (entry: MatrixRoute, role: Role) =>
  role !== 'visitor' && (entry.who === 'signed-in' || entry.who.includes(role));

describe.each(ROUTES.map((entry) => [`${entry.method} ${entry.path?.(fixtureShape, 'member') ?? entry.route}`, entry] as const))('%s', (_name, entry) => {
  test.each(ROLES.map((role) => [role]))('%s', async (role) => {
    const path = entry.path?.(fixture, role) ?? entry.route;
    const res = await server.request<Partial<ErrorBody>>(path, {
      method: entry.method, headers: await headersOf(role), body: entry.body?.(fixture, role),
    });
    const seen = { role, status: res.status, code: res.status >= 400 ? res.body.code : undefined };
    if (role === 'visitor') {
      expect(seen).toEqual({ role, status: 401, code: 'auth-006' });
    } else if (mayPass(entry, role)) {
      const through = typeof entry.through === 'number' ? { status: entry.through, code: undefined } : entry.through;
      expect(seen).toEqual({ role, ...through });
    } else {
      expect(seen).toEqual({ role, ...(entry.refused ?? { status: 403, code: 'perm-001' }) });
    }
  });
});

/**
 * Routes open to visitors and members alike (nothing in the OpenAPI document
 * marks them signed-in; the contact form and the chat read a member's token
 * only to say who writes): every role gets through, and the answer is the
 * same for all.
 */
const OPEN_ROUTES: ReadonlyArray<Omit<MatrixRoute, 'who' | 'path'> & { through: number }> = [
  {
    method: 'POST', route: '/api/frontend-logger', through: 204,
    body: (_f, role) => ({
      sessionId: 'role-matrix-0001', language: 'en', reports: [{ kind: 'error', message: `Checked by the role matrix as ${role}`, page: '/' }],
    }),
  },
  {
    method: 'POST', route: '/api/contact-us', through: 201,
    body: (_f, role) => ({ name: 'Matrix', email: `matrix-${role}@example.org`, subject: 'Role matrix', message: `Checked by the role matrix as ${role}` }),
  },
  // A payment provider's webhook: nobody signs in, the signature decides (here no provider is named: refused alike for everyone).
  { method: 'POST', route: '/api/payments/webhooks/{provider}', through: 400, body: () => ({}) },
  // The public certificate page's call: an unknown id is not found, for everyone alike.
  { method: 'GET', route: '/api/certificates/{certificateId}', through: 404 },
  {
    method: 'POST', route: '/api/chat', through: 201,
    body: (_f, role) => ({ message: `Checked by the role matrix as ${role}`, name: 'Matrix', email: `matrix-chat-${role}@example.org` }),
  },
];

describe.each(OPEN_ROUTES.map((entry) => [`${entry.method} ${entry.route}`, entry] as const))('%s (open to everyone)', (_name, entry) => {
  test.each(ROLES.map((role) => [role]))('%s', async (role) => {
    const res = await server.request(entry.route, { method: entry.method, headers: await headersOf(role), body: entry.body?.(fixture, role) });
    expect({ role, status: res.status }).toEqual({ role, status: entry.through });
  });
});

describe('the table', () => {
  test('covers every route the OpenAPI document marks as signed-in', async () => {
    const doc = await server.request<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>('/api/docs/json');
    const protectedRoutes = Object.entries(doc.body.paths).flatMap(([route, operations]) =>
      Object.entries(operations).filter(([, operation]) => operation.security?.length).map(([method]) => `${method.toUpperCase()} ${route}`));
    const covered = new Set(ROUTES.map((entry) => `${entry.method} ${entry.route}`));
    expect(protectedRoutes.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !protectedRoutes.includes(route))).toEqual([]);
    const open = OPEN_ROUTES.map((entry) => `${entry.method} ${entry.route}`);
    expect(open.filter((route) => protectedRoutes.includes(route) || !doc.body.paths[route.split(' ')[1]!])).toEqual([]);
  });
});

describe('across organizations', () => {
  test("a demo token is refused at every protected route of nour (auth-002), whatever the role", async () => {
    for (const entry of ROUTES) {
      for (const role of ['member', 'administrator'] as const) {
        const res = await server.request<Partial<ErrorBody>>(entry.path?.(fixture, role) ?? entry.route, {
          method: entry.method, headers: await headersOf(role, 'nour'), body: entry.body?.(fixture, role),
        });
        expect({ route: `${entry.method} ${entry.route}`, role, status: res.status, code: res.body.code })
          .toEqual({ route: `${entry.method} ${entry.route}`, role, status: 403, code: 'auth-002' });
      }
    }
  });

  test("a demo administrator cannot read or change nour's permission sets, nor act on nour's members", async () => {
    const nour = await server.organizationId('nour');
    const [nourSet] = await server.database.db.select({ id: permissionSets.id, name: permissionSets.name }).from(permissionSets)
      .where(and(eq(permissionSets.organizationId, nour), eq(permissionSets.seedKey, 'learner-without-coaching')));
    const nourMember = await demoUserId(nour, 'member@nour.halaqa.test');
    const admin = await headersOf('administrator');
    const cases: Array<[string, string, unknown]> = [
      ['GET', `/api/permission-sets/${nourSet!.id}`, undefined],
      ['PATCH', `/api/permission-sets/${nourSet!.id}`, { name: 'Taken over', permissions: [] }],
      ['POST', '/api/auth/masquerade', { userId: nourMember }],
      ['POST', '/api/reset-password/student', { userId: nourMember }],
    ];
    for (const [method, path, body] of cases) {
      const res = await server.request<Partial<ErrorBody>>(path, { method, headers: admin, body });
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 404, code: 'req-002' });
    }
    const [after] = await server.database.db.select({ name: permissionSets.name }).from(permissionSets).where(eq(permissionSets.id, nourSet!.id));
    expect(after?.name).toBe(nourSet!.name);
    const [member] = await server.database.db.select({ forceResetPassword: users.forceResetPassword }).from(users).where(eq(users.id, nourMember));
    expect(member?.forceResetPassword).toBe(false);
  });
});

// Social events (issue 16): members whose set holds access-events (demo has social events); hosts' calls check the event's
// hosts after that gate; the managers' calls need manage-social-events. Ids that match nothing are 404 to everyone who gets through.
function socialEventMatrixRoutes(): MatrixRoute[] {
  const EVENT_MEMBERS: readonly Role[] = ['member', 'events-only-member', 'instructor', 'administrator'];
  const NONE = 2_147_483_647;
  const missing = { status: 404, code: 'req-002' } as const;
  const entry = (method: MatrixRoute['method'], path: string, who: readonly Role[], through: MatrixRoute['through'], body?: () => unknown): MatrixRoute => ({
    method, route: `/api${path}`, who, through,
    path: () => `/api${path.replace('{language}', 'ar').replace(/\{\w+\}/g, String(NONE))}`, ...(body ? { body } : {}),
  });
  const times = { startTime: '2030-05-01T10:00:00Z', endingTime: '2030-05-01T12:00:00Z' };
  return [
    entry('GET', '/events/mine', EVENT_MEMBERS, 200),
    entry('GET', '/events/favorites', EVENT_MEMBERS, 200),
    entry('POST', '/events/{eventId}/seen', EVENT_MEMBERS, missing),
    entry('PUT', '/events/{eventId}/favorite', EVENT_MEMBERS, missing),
    entry('DELETE', '/events/{eventId}/favorite', EVENT_MEMBERS, missing),
    entry('POST', '/events/{eventId}/enrollments', EVENT_MEMBERS, missing, () => ({})),
    entry('DELETE', '/events/{eventId}/enrollments/mine', EVENT_MEMBERS, missing),
    entry('GET', '/events/{eventId}/ticket', EVENT_MEMBERS, missing),
    entry('GET', '/events/{eventId}/enrollments', EVENT_MEMBERS, missing),
    entry('GET', '/events/{eventId}/attendance-items', EVENT_MEMBERS, missing),
    entry('POST', '/events/{eventId}/check-in', EVENT_MEMBERS, missing, () => ({ attendanceItemId: 1, code: 'matrix.ticket' })),
    entry('POST', '/events', ADMIN, 201, () => ({ title: 'Matrix event', ...times })),
    entry('PATCH', '/events/{eventId}', ADMIN, missing, () => ({ title: 'x' })),
    entry('POST', '/events/{eventId}/cancel', ADMIN, missing),
    entry('PUT', '/events/{eventId}/hosts/{userId}', ADMIN, missing),
    entry('DELETE', '/events/{eventId}/hosts/{userId}', ADMIN, missing),
    entry('POST', '/events/{eventId}/guests', ADMIN, missing, () => ({ name: 'Matrix guest' })),
    entry('DELETE', '/events/{eventId}/guests/{guestId}', ADMIN, missing),
    entry('PUT', '/events/{eventId}/translations/{language}', ADMIN, missing, () => ({ title: 'x' })),
    entry('POST', '/events/{eventId}/attendance-items', ADMIN, missing, () => ({ title: 'x', startsAt: '2030-05-01T10:00:00Z' })),
    entry('POST', '/events/{eventId}/uploads', ADMIN, missing, () => ({ fileName: 'matrix.pdf', mime: 'application/pdf', sizeBytes: 10 })),
    entry('POST', '/events/{eventId}/uploads/{mediaId}/complete', ADMIN, missing),
    entry('DELETE', '/events/{eventId}/attachments/{mediaId}', ADMIN, missing),
  ];
}

// Coaching (issue 17, docs/design/coaching-api.md "Gates"): members whose set holds access-coaching (not the instructor's nor
// the events-only member's); coaches' calls need a coach profile (coach@ and provider@ have one), 403 cch-008 to everyone else.
// Ids that match nothing are 404 to everyone who gets through.
function coachingMatrixRoutes(): MatrixRoute[] {
  const MEMBERS: readonly Role[] = ['member', 'coach', 'provider', 'administrator'];
  const COACHES: readonly Role[] = ['coach', 'provider'];
  const NONE = 2_147_483_647;
  const missing = { status: 404, code: 'req-002' } as const;
  const route = (method: MatrixRoute['method'], path: string, who: readonly Role[], through: MatrixRoute['through'], body?: () => unknown, query = ''): MatrixRoute => ({
    method, route: `/api${path}`, who, through,
    path: () => `/api${path.replace('{date}', '2031-01-06').replace(/\{\w+\}/g, String(NONE))}${query}`,
    ...(body ? { body } : {}),
    ...(who === COACHES ? { refused: { status: 403, code: 'cch-008' } } : {}),
  });
  const settings = {
    sessionDuration: 60, mustBookInAdvance: true, inAdvanceHours: 12, enableFreeSession: true, freeSessionDuration: 30,
    enableCancellation: true, cancellationMinimumHours: 24, timeZone: 'Asia/Riyadh', maximumFutureDays: 365,
  };
  // Each kind: the body that adds a row, and one that changes a row.
  const kinds: Array<[string, () => unknown, () => unknown]> = [
    ['positions', () => ({ title: 'Matrix position' }), () => ({ title: 'x' })],
    ['educations', () => ({ school: 'Matrix school', degree: 'MASTERS' }), () => ({ school: 'x' })],
    ['experiences', () => ({ title: 'Matrix role', employmentType: 'CONTRACT', startDate: '2020-01-01' }), () => ({ title: 'x' })],
    ['certifications', () => ({ name: 'Matrix certificate', credentialType: 'LICENSE', doesNotExpire: true }), () => ({ name: 'x' })],
    // A language no seeded coach lists (once per coach).
    ['languages', () => ({ language: 'sw', proficiency: 'BEGINNER' }), () => ({ proficiency: 'NATIVE' })],
  ];
  return [
    route('GET', '/coaches', MEMBERS, 200),
    route('GET', '/coaches/filter-options', MEMBERS, 200),
    route('GET', '/coaches/{coachId}', MEMBERS, missing),
    route('GET', '/coaches/me', COACHES, 200),
    route('PATCH', '/coaches/me/details', COACHES, 200, () => ({ isListed: true })),
    ...kinds.flatMap(([kind, body, change]) => [
      route('POST', `/coaches/me/${kind}`, COACHES, 201, body),
      route('PATCH', `/coaches/me/${kind}/{id}`, COACHES, missing, change),
      route('DELETE', `/coaches/me/${kind}/{id}`, COACHES, missing),
    ]),
    route('GET', '/coaching/provider-available-slots/{providerId}', MEMBERS, missing, undefined,
      '?from=2031-01-05T00:00:00Z&until=2031-01-12T00:00:00Z&kind=PAID'),
    route('GET', '/coaching/provider-settings', COACHES, 200),
    route('PUT', '/coaching/provider-settings', COACHES, 200, () => settings),
    route('GET', '/coaching/provider-availability', COACHES, 200),
    route('PUT', '/coaching/provider-availability/bulk', COACHES, 200, () => ({ businessHours: [{ weekday: 1, ranges: [{ start: '09:00', end: '17:00' }] }] })),
    route('PUT', '/coaching/provider-availability/overrides/{date}', COACHES, 200, () => ({ ranges: [] })),
    route('DELETE', '/coaching/provider-availability/overrides/{date}', COACHES, 204),
    route('GET', '/coaching/provider-disabled-slots', COACHES, 200),
    route('POST', '/coaching/provider-disabled-slots', COACHES, 201, () => ({ startsAt: '2031-02-01T09:00:00Z', endsAt: '2031-02-01T10:00:00Z' })),
    route('DELETE', '/coaching/provider-disabled-slots/{disabledSlotId}', COACHES, missing),
    route('POST', '/coaching/providers/{providerId}', MEMBERS, missing, () => ({ startsAt: '2031-01-06T09:00:00Z', kind: 'FREE' })),
    route('GET', '/coaching/booking-sessions/client', MEMBERS, 200),
    route('GET', '/coaching/booking-sessions/provider', COACHES, 200),
    route('GET', '/coaching/booking-sessions/{bookingSessionId}', MEMBERS, missing),
    route('GET', '/coaching/booking-sessions/{bookingSessionId}/invitation.ics', MEMBERS, missing),
    route('POST', '/coaching/booking-sessions/{bookingSessionId}/cancel', MEMBERS, missing, () => ({})),
    route('PATCH', '/coaching/booking-sessions/{bookingSessionId}', MEMBERS, missing, () => ({ startsAt: '2031-01-06T09:00:00Z' })),
    route('GET', '/coaching/calendar', MEMBERS, 200),
  ];
}
