// Imported by path (`@halaqa/contracts/src/notifications`), not through the
// index: the index is one shared module in the shell's first load, and only
// the lazily loaded bell and the API need these.
import type { RouteRole, RouteRoles } from './route-roles';

/**
 * Notification templates (spec section 4, "Notification template to
 * category"). Ids 1-31 are the spec's; 32 and above are ours, for events the
 * spec does not number (account security, support). Unknown ids fall back to
 * the course category, as the spec says.
 */
export const NOTIFICATION_TEMPLATES = {
  GROUP_MEMBERSHIP: 1,
  EVENT_CHANGED: 2,
  DISCUSSION_REPLY: 3,
  /** A new thread on a course's discussion board (discussion board category). */
  DISCUSSION_NEW_THREAD: 4,
  /** An organization announcement (with courseId: a course announcement). */
  ANNOUNCEMENT_PUBLISHED: 11,
  CERTIFICATE_ISSUED: 12,
  /** To the course's instructors: a submission's copy-detection report is ready. */
  PLAGIARISM_REPORT_READY: 16,
  /** To the member(s): the instructor published their submission's copy-detection report. */
  PLAGIARISM_REPORT_PUBLISHED: 17,
  GRADE_PUBLISHED: 18,
  ENROLLED_IN_COURSE: 21,
  /** A survey's or poll's results were published (discussion board category; it leads to the survey or poll). */
  SURVEY_RESULTS_PUBLISHED: 24,
  COURSE_APPROVAL_DECIDED: 22,
  ENROLLED_IN_SPECIALIZATION: 23,
  POST_ACTIVITY: 27,
  PASSWORD_CHANGED: 32,
  NEW_DEVICE_SIGN_IN: 33,
  /** To the organization's administrators: a member or visitor opened a ticket. */
  SUPPORT_TICKET_RECEIVED: 34,
  /** To the ticket's owner: the support team answered. */
  SUPPORT_TICKET_REPLIED: 35,
  /** To the ticket's owner: the ticket moved to pending or resolved. */
  SUPPORT_TICKET_STATUS_CHANGED: 36,
  /** To the organization's administrators: the requester wrote again. */
  SUPPORT_TICKET_FOLLOW_UP: 37,
  /** To the member: their exam attempt was graded without review (grades category). */
  EXAM_ATTEMPT_GRADED: 38,
  /** To the member: an instructor approved or rejected their exam attempt (grades category). */
  EXAM_REVIEW_FINISHED: 39,
  /** To the member: the exam's retake interval has passed (course category). */
  EXAM_RETAKE_AVAILABLE: 40,
  /** To the member: their order was paid and fulfilled (orders category: 41-49 are commerce's). */
  ORDER_COMPLETED: 41,
  /** To the member: their payment was declined, failed or expired; the cart is kept. */
  ORDER_PAYMENT_FAILED: 42,
  /** To the member: their refund was decided (money back in full or in part, or rejected with a reason; or an automatic refund of an item that filled up while they paid). */
  ORDER_REFUND_DECIDED: 43,
  /** To a coaching session's parties: booked, cancelled, moved, a hold ran out, or it starts soon (coaching category: 50-59). */
  COACHING_SESSION: 50,
} as const;

export type NotificationCategory =
  | 'group' | 'event' | 'discussionBoard' | 'announcement' | 'certificate' | 'checklist' | 'importedCourse'
  | 'plagiarism' | 'grades' | 'courseApproval' | 'course' | 'post' | 'account' | 'support' | 'orders' | 'coaching';

/** Spec section 4, plus our account (32, 33), support (34-37), exam (38-40), order (41-49) and coaching (50-59) templates. */
export function notificationCategoryOf(templateId: number): NotificationCategory {
  if (templateId === 1) return 'group';
  if (templateId === 2) return 'event';
  if ((templateId >= 3 && templateId <= 10) || templateId === 19 || templateId === 20 || templateId === 24) return 'discussionBoard';
  if (templateId === 11) return 'announcement';
  if (templateId === 12) return 'certificate';
  if (templateId === 13 || templateId === 14) return 'checklist';
  if (templateId === 15) return 'importedCourse';
  if (templateId === 16 || templateId === 17) return 'plagiarism';
  // An exam's grade or review (38, 39) is a grade: the member silences it with the other grades.
  if (templateId === 18 || templateId === 38 || templateId === 39) return 'grades';
  if (templateId === 22) return 'courseApproval';
  if (templateId >= 27 && templateId <= 30) return 'post';
  if (templateId === 32 || templateId === 33) return 'account';
  if (templateId >= 34 && templateId <= 37) return 'support';
  if (templateId >= 41 && templateId <= 49) return 'orders';
  if (templateId >= 50 && templateId <= 59) return 'coaching';
  return 'course';
}

/** What a notification is about: its template and the ids its target needs (spec section 3). */
export interface NotificationData {
  notificationTemplate: number;
  groupId?: number;
  postId?: number;
  eventId?: number;
  courseId?: number;
  announcementId?: number;
  gradeItemId?: number;
  discussionBoardId?: number;
  specializationId?: number;
  ticketId?: number;
  /** Exam notices (38-40): the EXAM subsection (its landing page) and the attempt. */
  subsectionExamId?: number;
  examAttemptId?: number;
  /** An assignment's notice (its grade, a returned submission, a copy-detection report): the assignment's page. */
  assignmentId?: number;
  /** Published results (24): the survey's page, or the poll's (a poll is a survey of type POLL with its own path). */
  surveyId?: number;
  pollId?: number;
  /** Order notices (41-49): the order in the payment history. */
  orderId?: number;
  /** Coaching notices (50-59): the session (they lead to the member's sessions page). */
  bookingId?: number;
}

/**
 * Switches a member can turn off (the panel's settings tab). Account
 * notices (a changed password, a sign-in from a new device) belong to no
 * group: a member cannot silence what protects their account.
 */
export const NOTIFICATION_CONTROL_GROUPS = [
  { id: 1, key: 'learning', categories: ['course', 'courseApproval', 'importedCourse', 'certificate', 'checklist'] },
  { id: 2, key: 'announcements', categories: ['announcement'] },
  { id: 3, key: 'discussions', categories: ['discussionBoard'] },
  { id: 4, key: 'grades', categories: ['grades', 'plagiarism'] },
  { id: 5, key: 'community', categories: ['group', 'post'] },
  { id: 6, key: 'events', categories: ['event'] },
  { id: 7, key: 'support', categories: ['support'] },
  { id: 8, key: 'coaching', categories: ['coaching'] },
] as const satisfies ReadonlyArray<{ id: number; key: string; categories: readonly NotificationCategory[] }>;

export type NotificationControlGroupKey = (typeof NOTIFICATION_CONTROL_GROUPS)[number]['key'];

/** The control group that can silence a template, or null (account notices). */
export function controlGroupOf(templateId: number): number | null {
  const category = notificationCategoryOf(templateId);
  const group = NOTIFICATION_CONTROL_GROUPS.find((candidate) => (candidate.categories as readonly NotificationCategory[]).includes(category));
  return group?.id ?? null;
}

/** One notification as the API returns it. */
export interface NotificationItem {
  id: number;
  /** In the language of the request. */
  text: string;
  readAt: string | null;
  createdAt: string;
  imgUrl: string | null;
  /** The page it leads to, or null (checklist notices, an area the organization has switched off). */
  to: string | null;
  category: NotificationCategory;
  data: NotificationData;
}

export interface NotificationControlGroup {
  id: number;
  key: NotificationControlGroupKey;
  name: string;
  description: string;
}

export interface NotificationSetting {
  notificationControlGroupId: number;
  isDisabled: boolean;
}

/** Spec section 9: the panel's and the full list's page sizes. */
export const NOTIFICATION_PANEL_PAGE_SIZE = 10;
export const NOTIFICATION_LIST_PAGE_SIZE = 15;
/** Spec section 9: the badge shows 9+ above 9. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The server-sent events of GET sse (`event:` names). */
export const STREAM_EVENTS = {
  /** data: NotificationItem; `id:` is the notification's id (resume with Last-Event-ID). */
  notification: 'notification',
  /** data: { count } — the member's unread count, after any change. */
  unreadCount: 'unread-count',
  /** The session ended (logout, revoked): the stream closes and must not reconnect with this session. */
  sessionEnded: 'session-ended',
} as const;

type TargetRole = Extract<RouteRole,
  'dashboard' | 'courseOverview' | 'courseAnnouncement' | 'courseCertificate' | 'courseGradeItem' | 'courseDiscussionBoard' | 'courseExam'
  | 'courseAssignment' | 'courseSurvey' | 'coursePoll'
  | 'specializationOverview' | 'activityLog' | 'technicalSupport' | 'paymentHistory' | 'orderDetails' | 'event' | 'group' | 'groupPost'
  | 'coachingSessions'>;

export interface NotificationTarget<Role extends TargetRole = TargetRole> {
  role: Role;
  params: RouteRoles[Role];
  /** Query values the page reads (the support page opens `ticket`). */
  query?: Record<string, string>;
}

/**
 * The page a notification opens (spec section 4: each category selects a
 * target route), as a route role and its parameters; the site map turns it
 * into a path. Null when the category has none (checklists) or an id it needs
 * is missing.
 */
export function notificationTarget(data: NotificationData): NotificationTarget | null {
  const { courseId } = data;
  const target = <Role extends TargetRole>(role: Role, ...params: RouteRoles[Role]): NotificationTarget =>
    ({ role, params }) as NotificationTarget;
  // An exam notice (grades or course category) leads to the exam's landing page.
  if (courseId !== undefined && data.subsectionExamId !== undefined) return target('courseExam', courseId, data.subsectionExamId);
  switch (notificationCategoryOf(data.notificationTemplate)) {
    case 'checklist':
      return null;
    case 'announcement':
      if (courseId !== undefined && data.announcementId !== undefined) return target('courseAnnouncement', courseId, data.announcementId);
      // An organization announcement: the banner on every page shows it.
      return target('dashboard');
    case 'certificate':
      return courseId === undefined ? null : target('courseCertificate', courseId);
    case 'grades':
    case 'plagiarism':
      if (courseId === undefined) return null;
      // An assignment's grade, returned submission or report: the assignment's page shows the attempt with all of it.
      if (data.assignmentId !== undefined) return target('courseAssignment', courseId, data.assignmentId);
      return data.gradeItemId === undefined ? target('courseOverview', courseId) : target('courseGradeItem', courseId, data.gradeItemId);
    case 'discussionBoard':
      if (courseId === undefined) return null;
      // Published results (24) open the poll or survey they are of.
      if (data.pollId !== undefined) return target('coursePoll', courseId, data.pollId);
      if (data.surveyId !== undefined) return target('courseSurvey', courseId, data.surveyId);
      return data.discussionBoardId === undefined ? target('courseOverview', courseId) : target('courseDiscussionBoard', courseId, data.discussionBoardId);
    case 'group':
      return data.groupId === undefined ? null : target('group', data.groupId);
    case 'post':
      if (data.groupId === undefined) return null;
      return data.postId === undefined ? target('group', data.groupId) : target('groupPost', data.groupId, data.postId);
    case 'event':
      return data.eventId === undefined ? null : target('event', data.eventId);
    case 'account':
      return target('activityLog');
    case 'orders':
      return data.orderId === undefined ? target('paymentHistory') : target('orderDetails', data.orderId);
    case 'coaching':
      return target('coachingSessions');
    case 'support':
      return data.ticketId === undefined ? target('technicalSupport') : { ...target('technicalSupport'), query: { ticket: String(data.ticketId) } };
    default:
      if (data.specializationId !== undefined) return target('specializationOverview', data.specializationId);
      return courseId === undefined ? null : target('courseOverview', courseId);
  }
}
