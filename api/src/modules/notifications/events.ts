import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { domainEvents, type EventAudience } from './tables';

/** A text in both languages, as an event carries it (names as they were when it happened). */
export interface BothLanguages {
  en: string;
  ar: string;
}

/**
 * Every domain event and what it carries. A module that adds an event adds
 * its type here and its notice in notices.ts (a type without a notice is
 * only recorded: the activity log).
 */
export interface DomainEventPayloads {
  'announcement.published': { body: BothLanguages };
  'course.enrolled': { courseName: BothLanguages };
  'specialization.enrolled': { specializationName: BothLanguages };
  'course.approval-decided': { courseName: BothLanguages; approved: boolean };
  /** A course announcement was published (to the course's enrolled members); subject {courseId, announcementId}. */
  'course.announcement-published': { courseName: BothLanguages; title: string };
  /** A member's grade was recorded on a published grade item (template 18); subject {courseId, gradeItemId, assignmentId of an assignment's item}. */
  'course.grade-published': { courseName: BothLanguages; itemName: string };
  /** A member met the course's passing criteria (course_enrollees.is_finished); subject {courseId}. Recorded only (activity log). */
  'course.finished': { courseName: BothLanguages };
  /** A certificate was issued to the member (template 12); subject {courseId}. */
  'course.certificate-issued': { courseName: BothLanguages };
  /** A reply to a member's discussion comment (template 3); subject {courseId, discussionBoardId, commentId}. */
  'course.discussion-replied': { courseName: BothLanguages; boardTitle: string };
  /** A new thread on a course's discussion board, to its other enrolled members (template 4); subject {courseId, discussionBoardId, commentId}. */
  'course.discussion-thread-started': { courseName: BothLanguages; boardTitle: string };
  /** A survey's or poll's results were published, to the course's enrolled members (template 24); subject {courseId, surveyId}. */
  'course.survey-results-published': { courseName: BothLanguages; title: string; type: 'SURVEY' | 'POLL' };
  /** A copy-detection report of a submission is ready, to the course's instructors (template 16); subject {courseId, assignmentId, submissionId}. */
  'assignment.plagiarism-report-ready': { courseName: BothLanguages; assignmentTitle: string };
  /** The instructor published a submission's copy-detection report, to its member(s) (template 17); subject {courseId, assignmentId}. */
  'assignment.plagiarism-report-published': { courseName: BothLanguages; assignmentTitle: string };
  /** The instructor returned a submission, to its member(s) (grades category, template 18); subject {courseId, assignmentId}. */
  'assignment.submission-returned': { courseName: BothLanguages; assignmentTitle: string };
  /** A member's exam attempt was graded without review (at submit, deadline or restart); subject {courseId, subsectionExamId, examAttemptId}. */
  'exam.attempt-graded': { courseName: BothLanguages; examTitle: string };
  /** A member's order was paid (or was free) and fulfilled (template 41); subject {orderId}. refundedForCapacity: items that filled up while they paid, refunded at once. */
  'order.completed': { itemCount: number; firstItem: BothLanguages; refundedForCapacity: BothLanguages[] };
  /** A member's payment was declined, failed or expired; the cart is kept (template 42); subject {orderId, paymentId}. */
  'order.payment-failed': { outcome: 'DECLINED' | 'FAILED' | 'EXPIRED'; itemCount: number; firstItem: BothLanguages };
  /** A member asked for a refund of an item (recorded only: the activity log); subject {orderId, purchasedItemId, refundId}. note: the member's words. */
  'order.refund-requested': { itemTitle: BothLanguages; amount: number; currency: string; note: string | null };
  /**
   * A refund was decided (template 43): the money went back (all or part of the item's total) or an administrator
   * rejected the request; reason CAPACITY: the item filled up while the member paid. Subject {orderId, purchasedItemId, refundId}.
   */
  'order.refund-decided': {
    itemTitle: BothLanguages; outcome: 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'REJECTED'; amount: number; currency: string;
    reason: 'MEMBER' | 'CAPACITY'; rejectReason: string | null;
  };
  /** An instructor approved or rejected a member's exam attempt; subject {courseId, subsectionExamId, examAttemptId}. */
  'exam.review-finished': { courseName: BothLanguages; examTitle: string; rejected: boolean; note: string | null };
  /** The retake interval after a member's exam attempt has passed (the deadline job, once); subject {courseId, subsectionExamId, examAttemptId}. */
  'exam.retake-available': { courseName: BothLanguages; examTitle: string };
  'auth.password-changed': Record<string, never>;
  /** device: a short description of the User-Agent; newDevice: no earlier session of this member came from it. */
  'auth.signed-in': { device: string; address: string | null; newDevice: boolean };
  'support.ticket-opened': { subject: string; requester: string };
  'support.ticket-replied': { subject: string };
  /** To the support team: the requester wrote again on their ticket or chat. */
  'support.requester-wrote': { subject: string; requester: string };
  'support.ticket-status-changed': { subject: string; status: 'received' | 'pending' | 'resolved' };
  /** An administrator's message to members or administrators (POST notifications/send-to-topic). */
  'notification.topic-message': { text: BothLanguages };
  /** Social groups (issue 16): a member was invited to a group (template 1); subject {groupId}. */
  'group.invited': { groupName: string; inviter: BothLanguages };
  /** A group admin accepted or rejected a member's request to join (template 1); subject {groupId}. */
  'group.request-decided': { groupName: string; accepted: boolean };
  /** A new post, to the group's other ACCEPTED members (template 30); subject {groupId, postId}. */
  'group.post-created': { groupName: string; author: BothLanguages };
  /** A comment on a member's post (template 27); subject {groupId, postId}. */
  'post.commented': { groupName: string; author: BothLanguages };
  /** A reply to a member's comment (template 28); subject {groupId, postId}. */
  'comment.replied': { groupName: string; author: BothLanguages };
  /** Someone else liked a member's post (template 29); subject {groupId, postId}. */
  'post.liked': { groupName: string; author: BothLanguages };
  // Social events (docs/design/social-api.md "Events"); subject {eventId}; title: the event's title in both languages.
  /** The member took a place or joined the waitlist (recorded only: the activity log). */
  'event.enrolled': { title: BothLanguages; status: 'ENROLLED' | 'WAITLISTED' };
  /** A place freed up and the first waitlisted member got it (template 2). */
  'event.waitlist-promoted': { title: BothLanguages };
  /** The event starts in about a day or an hour (template 2; the reminder job, once per member and kind). */
  'event.reminder': { title: BothLanguages; kind: '24h' | '1h'; startTime: string };
  /** The event's time or place changed (template 2, to its enrolled members). */
  'event.changed': { title: BothLanguages; startTime: string };
  /** The event was cancelled (template 2, to its enrolled and waitlisted members). */
  /** refunded: the member's paid place is refunded in full. */
  'event.cancelled': { title: BothLanguages; refunded?: boolean };
  // Coaching (docs/design/coaching-api.md "Notifications"); subject {bookingId}; to the booking's parties but the one who acted.
  /** A session was booked (CONFIRMED at once, or once paid). */
  'coaching.booked': { coach: BothLanguages; member: BothLanguages; startsAt: string };
  /** A session was cancelled; by: who; outcome: what it gave back (cancellation-policy.ts). */
  'coaching.cancelled': { coach: BothLanguages; member: BothLanguages; startsAt: string; by: 'MEMBER' | 'COACH' | 'SYSTEM'; outcome: string };
  /** The member moved a session (startsAt: the new start). */
  'coaching.rescheduled': { coach: BothLanguages; member: BothLanguages; startsAt: string; fromStartsAt: string };
  /** A paid session's hold ran out before it was paid (to the member). */
  'coaching.hold-expired': { coach: BothLanguages; startsAt: string };
  /** The session starts in about a day or an hour (the reminder job, once per booking and kind). */
  'coaching.reminder': { coach: BothLanguages; member: BothLanguages; startsAt: string; kind: '24h' | '1h' };
}

export type DomainEventType = keyof DomainEventPayloads;

export interface DomainEventInput<Type extends DomainEventType> {
  type: Type;
  organizationId: number;
  /** The member whose action caused it; left out of organization-wide and administrator audiences. */
  actorUserId?: number | null;
  /** The ids it is about: courseId, announcementId, specializationId, ticketId ... */
  subject?: Record<string, number>;
  audience: EventAudience;
  payload: DomainEventPayloads[Type];
  /** Not before this time (the worker's timer picks it up then); absent: at once. */
  deliverAt?: Date | null;
}

/** The channel that wakes the notification worker (payload: nothing). */
export const EVENTS_CHANNEL = 'halaqa_domain_events';

/**
 * Records a domain event in the caller's transaction (pass the `tx`): the
 * event exists exactly when the change that caused it commits, and the
 * worker, woken by the NOTIFY that PostgreSQL sends on that commit, turns
 * it into notifications (worker.ts).
 */
export async function recordEvent<Type extends DomainEventType>(tx: Db, event: DomainEventInput<Type>): Promise<{ id: number }> {
  const [row] = await tx.insert(domainEvents).values({
    organizationId: event.organizationId,
    type: event.type,
    actorUserId: event.actorUserId ?? null,
    subject: event.subject ?? {},
    audience: event.audience,
    payload: event.payload,
    deliverAt: event.deliverAt ?? null,
  }).returning({ id: domainEvents.id });
  if (!row) throw new Error('domain event insert returned no row');
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
  return row;
}
