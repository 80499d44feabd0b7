import { type Language } from '@halaqa/contracts';
import { NOTIFICATION_TEMPLATES, type NotificationData } from '@halaqa/contracts/src/notifications';
import type { BothLanguages, DomainEventPayloads, DomainEventType } from './events';
import { groupedAmount } from '../commerce/invoices/money-text';

/** What members are told about one event: the template, its text in both languages and the ids its target needs. */
export interface Notice {
  templateId: number;
  texts: BothLanguages;
  data: NotificationData;
}

interface NoticeSource<Type extends DomainEventType> {
  payload: DomainEventPayloads[Type];
  subject: Record<string, number>;
}

type NoticeOf<Type extends DomainEventType> = (event: NoticeSource<Type>) => Notice;

const pick = (name: BothLanguages, language: Language) => (language === 'ar' ? name.ar || name.en : name.en || name.ar);
/** Both texts from one function of the language (names in that language). */
const both = (text: (language: Language) => string): BothLanguages => ({ en: text('en'), ar: text('ar') });
const EXCERPT = 140;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};

/**
 * The notice of each event type that members hear about (spec section 4
 * templates). An event type absent here makes no notification.
 */
const NOTICES: { [Type in DomainEventType]?: NoticeOf<Type> } = {
  'announcement.published': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.ANNOUNCEMENT_PUBLISHED,
    texts: both((language) => (language === 'ar' ? `إعلان جديد: ${excerpt(pick(payload.body, 'ar'))}` : `New announcement: ${excerpt(pick(payload.body, 'en'))}`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ANNOUNCEMENT_PUBLISHED, ...idsOf(subject, 'announcementId', 'courseId') },
  }),
  'notification.topic-message': ({ payload }) => ({
    templateId: NOTIFICATION_TEMPLATES.ANNOUNCEMENT_PUBLISHED,
    texts: { en: payload.text.en || payload.text.ar, ar: payload.text.ar || payload.text.en },
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ANNOUNCEMENT_PUBLISHED },
  }),
  'course.enrolled': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.ENROLLED_IN_COURSE,
    texts: both((language) => (language === 'ar' ? `تم تسجيلك في «${pick(payload.courseName, 'ar')}».` : `You are enrolled in “${pick(payload.courseName, 'en')}”.`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ENROLLED_IN_COURSE, ...idsOf(subject, 'courseId') },
  }),
  'course.announcement-published': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.ANNOUNCEMENT_PUBLISHED,
    texts: both((language) => (language === 'ar'
      ? `إعلان جديد في «${pick(payload.courseName, 'ar')}»: ${excerpt(payload.title)}`
      : `New announcement in “${pick(payload.courseName, 'en')}”: ${excerpt(payload.title)}`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ANNOUNCEMENT_PUBLISHED, ...idsOf(subject, 'announcementId', 'courseId') },
  }),
  'course.grade-published': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.GRADE_PUBLISHED,
    texts: both((language) => (language === 'ar'
      ? `لديك درجة جديدة في «${pick(payload.courseName, 'ar')}»: ${excerpt(payload.itemName)}`
      : `You have a new grade in “${pick(payload.courseName, 'en')}”: ${excerpt(payload.itemName)}`)),
    // An assignment's grade item carries its assignment: the notice opens the assignment (the attempt, its grade and feedback).
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.GRADE_PUBLISHED, ...idsOf(subject, 'gradeItemId', 'courseId', 'assignmentId') },
  }),
  'course.discussion-replied': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.DISCUSSION_REPLY,
    texts: both((language) => (language === 'ar'
      ? `ردّ أحدهم على تعليقك في «${excerpt(payload.boardTitle)}» (${pick(payload.courseName, 'ar')}).`
      : `Someone replied to your comment in “${excerpt(payload.boardTitle)}” (${pick(payload.courseName, 'en')}).`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.DISCUSSION_REPLY, ...idsOf(subject, 'discussionBoardId', 'courseId') },
  }),
  'course.discussion-thread-started': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.DISCUSSION_NEW_THREAD,
    texts: both((language) => (language === 'ar'
      ? `نقاش جديد في «${excerpt(payload.boardTitle)}» (${pick(payload.courseName, 'ar')}).`
      : `New discussion in “${excerpt(payload.boardTitle)}” (${pick(payload.courseName, 'en')}).`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.DISCUSSION_NEW_THREAD, ...idsOf(subject, 'discussionBoardId', 'courseId') },
  }),
  'course.survey-results-published': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.SURVEY_RESULTS_PUBLISHED,
    texts: both((language) => {
      const course = pick(payload.courseName, language);
      if (language === 'ar') return `${payload.type === 'POLL' ? 'نتائج الاستطلاع' : 'نتائج الاستبيان'} «${excerpt(payload.title)}» منشورة الآن (${course}).`;
      return `The results of the ${payload.type === 'POLL' ? 'poll' : 'survey'} “${excerpt(payload.title)}” are published (${course}).`;
    }),
    // The survey's or the poll's page: a poll lives under polls/, so its id goes as pollId.
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.SURVEY_RESULTS_PUBLISHED, ...idsOf(subject, 'courseId'), ...surveyIdOf(payload.type, subject) },
  }),
  'course.certificate-issued': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.CERTIFICATE_ISSUED,
    texts: both((language) => (language === 'ar'
      ? `مبارك! صدرت شهادتك في «${pick(payload.courseName, 'ar')}».`
      : `Congratulations! Your certificate for “${pick(payload.courseName, 'en')}” is ready.`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.CERTIFICATE_ISSUED, ...idsOf(subject, 'courseId') },
  }),
  'specialization.enrolled': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.ENROLLED_IN_SPECIALIZATION,
    texts: both((language) => (language === 'ar'
      ? `تم تسجيلك في المسار «${pick(payload.specializationName, 'ar')}».`
      : `You are enrolled in the specialization “${pick(payload.specializationName, 'en')}”.`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ENROLLED_IN_SPECIALIZATION, ...idsOf(subject, 'specializationId') },
  }),
  'course.approval-decided': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.COURSE_APPROVAL_DECIDED,
    texts: both((language) => {
      const name = pick(payload.courseName, language);
      if (language === 'ar') return payload.approved ? `تمت الموافقة على «${name}».` : `لم تتم الموافقة على «${name}».`;
      return payload.approved ? `“${name}” was approved.` : `“${name}” was not approved.`;
    }),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.COURSE_APPROVAL_DECIDED, ...idsOf(subject, 'courseId') },
  }),
  'assignment.plagiarism-report-ready': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.PLAGIARISM_REPORT_READY,
    texts: both((language) => (language === 'ar'
      ? `تقرير كشف النسخ جاهز لتسليم في «${excerpt(payload.assignmentTitle)}» (${pick(payload.courseName, 'ar')}).`
      : `A copy-detection report is ready for a submission to “${excerpt(payload.assignmentTitle)}” (${pick(payload.courseName, 'en')}).`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.PLAGIARISM_REPORT_READY, ...idsOf(subject, 'courseId', 'assignmentId') },
  }),
  'assignment.plagiarism-report-published': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.PLAGIARISM_REPORT_PUBLISHED,
    texts: both((language) => (language === 'ar'
      ? `نُشر تقرير كشف النسخ لتسليمك في «${excerpt(payload.assignmentTitle)}».`
      : `The copy-detection report of your submission to “${excerpt(payload.assignmentTitle)}” is published.`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.PLAGIARISM_REPORT_PUBLISHED, ...idsOf(subject, 'courseId', 'assignmentId') },
  }),
  'assignment.submission-returned': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.GRADE_PUBLISHED,
    texts: both((language) => (language === 'ar'
      ? `أُعيد إليك تسليمك في «${excerpt(payload.assignmentTitle)}» (${pick(payload.courseName, 'ar')}).`
      : `Your submission to “${excerpt(payload.assignmentTitle)}” was returned (${pick(payload.courseName, 'en')}).`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.GRADE_PUBLISHED, ...idsOf(subject, 'courseId', 'assignmentId') },
  }),
  'exam.attempt-graded': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.EXAM_ATTEMPT_GRADED,
    texts: both((language) => (language === 'ar'
      ? `صُحّحت محاولتك في «${excerpt(payload.examTitle)}» (${pick(payload.courseName, 'ar')}).`
      : `Your attempt at “${excerpt(payload.examTitle)}” was graded (${pick(payload.courseName, 'en')}).`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.EXAM_ATTEMPT_GRADED, ...idsOf(subject, 'courseId', 'subsectionExamId', 'examAttemptId') },
  }),
  'order.completed': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.ORDER_COMPLETED,
    texts: both((language) => {
      const first = excerpt(pick(payload.firstItem, language));
      const more = payload.itemCount - 1;
      const refunded = payload.refundedForCapacity.map((title) => excerpt(pick(title, language)));
      if (language === 'ar') {
        const head = `اكتمل طلبك: «${first}»${more > 0 ? ` و${more} غيره` : ''}.`;
        return refunded.length ? `${head} امتلأ ${refunded.map((title) => `«${title}»`).join('، ')} أثناء الدفع فاسترددنا المبلغ.` : head;
      }
      const head = `Your order is complete: “${first}”${more > 0 ? ` and ${more} more` : ''}.`;
      return refunded.length ? `${head} ${refunded.map((title) => `“${title}”`).join(', ')} filled up while you paid: refunded.` : head;
    }),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ORDER_COMPLETED, ...idsOf(subject, 'orderId') },
  }),
  'order.payment-failed': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.ORDER_PAYMENT_FAILED,
    texts: both((language) => {
      const first = excerpt(pick(payload.firstItem, language));
      if (language === 'ar') {
        const what = payload.outcome === 'DECLINED' ? 'رُفض الدفع' : payload.outcome === 'EXPIRED' ? 'انتهت مهلة الدفع' : 'تعذّر الدفع';
        return `${what} لطلب «${first}». سلّتك محفوظة، ويمكنك المحاولة مجدداً.`;
      }
      const what = payload.outcome === 'DECLINED' ? 'was declined' : payload.outcome === 'EXPIRED' ? 'expired' : 'failed';
      return `Your payment for “${first}” ${what}. Your cart is kept: you can try again.`;
    }),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ORDER_PAYMENT_FAILED, ...idsOf(subject, 'orderId') },
  }),
  'order.refund-decided': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.ORDER_REFUND_DECIDED,
    texts: both((language) => {
      const title = excerpt(pick(payload.itemTitle, language));
      const amount = `${groupedAmount(payload.amount)} ${language === 'ar' && payload.currency === 'SAR' ? 'ريال' : payload.currency}`;
      const because = payload.rejectReason ? excerpt(payload.rejectReason) : '';
      if (language === 'ar') {
        if (payload.reason === 'CAPACITY') return `اكتملت المقاعد في «${title}» أثناء الدفع فلم يتم تسجيلك، وأعدنا إليك ${amount} كاملة.`;
        if (payload.outcome === 'REJECTED') return `رُفض طلب استرداد «${title}».${because ? ` السبب: ${because}` : ''}`;
        return payload.outcome === 'REFUNDED' ? `تم استرداد «${title}»: أعدنا إليك ${amount}.` : `تم استرداد جزء من «${title}»: أعدنا إليك ${amount}.`;
      }
      if (payload.reason === 'CAPACITY') return `“${title}” filled up while you were paying, so you were not enrolled: we refunded the full ${amount}.`;
      if (payload.outcome === 'REJECTED') return `Your refund request for “${title}” was declined.${because ? ` Reason: ${because}` : ''}`;
      return payload.outcome === 'REFUNDED' ? `Your refund for “${title}” went through: ${amount} is on its way back to you.` : `Part of “${title}” was refunded: ${amount} is on its way back to you.`;
    }),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.ORDER_REFUND_DECIDED, ...idsOf(subject, 'orderId') },
  }),
  'exam.review-finished': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.EXAM_REVIEW_FINISHED,
    texts: both((language) => {
      const exam = excerpt(payload.examTitle);
      const course = pick(payload.courseName, language);
      const note = payload.note ? ` ${excerpt(payload.note)}` : '';
      if (language === 'ar') return payload.rejected ? `رُفضت محاولتك في «${exam}» (${course}).${note}` : `انتهت مراجعة محاولتك في «${exam}» (${course}).${note}`;
      return payload.rejected ? `Your attempt at “${exam}” was rejected (${course}).${note}` : `Your attempt at “${exam}” has been reviewed (${course}).${note}`;
    }),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.EXAM_REVIEW_FINISHED, ...idsOf(subject, 'courseId', 'subsectionExamId', 'examAttemptId') },
  }),
  'exam.retake-available': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.EXAM_RETAKE_AVAILABLE,
    texts: both((language) => (language === 'ar'
      ? `يمكنك الآن إعادة «${excerpt(payload.examTitle)}» (${pick(payload.courseName, 'ar')}).`
      : `You can take “${excerpt(payload.examTitle)}” again now (${pick(payload.courseName, 'en')}).`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.EXAM_RETAKE_AVAILABLE, ...idsOf(subject, 'courseId', 'subsectionExamId', 'examAttemptId') },
  }),
  'auth.password-changed': () => ({
    templateId: NOTIFICATION_TEMPLATES.PASSWORD_CHANGED,
    texts: {
      en: 'Your password was changed. If this was not you, reset it now.',
      ar: 'تم تغيير كلمة المرور. إن لم تكن أنت من غيّرها فأعد تعيينها الآن.',
    },
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.PASSWORD_CHANGED },
  }),
  'auth.signed-in': ({ payload }) => ({
    templateId: NOTIFICATION_TEMPLATES.NEW_DEVICE_SIGN_IN,
    texts: {
      en: `New sign-in to your account from ${payload.device}${payload.address ? ` (${payload.address})` : ''}.`,
      ar: `تسجيل دخول جديد إلى حسابك من ${payload.device}${payload.address ? ` (${payload.address})` : ''}.`,
    },
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.NEW_DEVICE_SIGN_IN },
  }),
  'support.ticket-opened': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_RECEIVED,
    texts: {
      en: `New support ticket from ${payload.requester}: ${excerpt(payload.subject)}`,
      ar: `تذكرة دعم جديدة من ${payload.requester}: ${excerpt(payload.subject)}`,
    },
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_RECEIVED, ...idsOf(subject, 'ticketId') },
  }),
  'support.requester-wrote': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_FOLLOW_UP,
    texts: {
      en: `${payload.requester} wrote again on “${excerpt(payload.subject)}”.`,
      ar: `كتب ${payload.requester} مجدداً في «${excerpt(payload.subject)}».`,
    },
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_FOLLOW_UP, ...idsOf(subject, 'ticketId') },
  }),
  'support.ticket-replied': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_REPLIED,
    texts: {
      en: `Support answered your ticket “${excerpt(payload.subject)}”.`,
      ar: `ردّ فريق الدعم على تذكرتك «${excerpt(payload.subject)}».`,
    },
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_REPLIED, ...idsOf(subject, 'ticketId') },
  }),
  'support.ticket-status-changed': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_STATUS_CHANGED,
    texts: {
      en: `Your ticket “${excerpt(payload.subject)}” is now ${payload.status === 'resolved' ? 'resolved' : payload.status === 'pending' ? 'pending' : 'received'}.`,
      ar: `تذكرتك «${excerpt(payload.subject)}» الآن ${payload.status === 'resolved' ? 'محلولة' : payload.status === 'pending' ? 'قيد المعالجة' : 'مستلمة'}.`,
    },
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.SUPPORT_TICKET_STATUS_CHANGED, ...idsOf(subject, 'ticketId') },
  }),
  // Social events (template 2, the event category): every notice leads to /event/{eventId}.
  'event.waitlist-promoted': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.EVENT_CHANGED,
    texts: both((language) => (language === 'ar'
      ? `تفرّغ مقعد في «${excerpt(pick(payload.title, 'ar'))}»: انتقلت من قائمة الانتظار إلى المسجّلين.`
      : `A place opened up in “${excerpt(pick(payload.title, 'en'))}”: you are now enrolled.`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.EVENT_CHANGED, ...idsOf(subject, 'eventId') },
  }),
  'event.reminder': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.EVENT_CHANGED,
    texts: both((language) => {
      const title = excerpt(pick(payload.title, language));
      if (language === 'ar') return payload.kind === '1h' ? `تبدأ «${title}» بعد ساعة.` : `تبدأ «${title}» غداً.`;
      return payload.kind === '1h' ? `“${title}” starts in an hour.` : `“${title}” starts tomorrow.`;
    }),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.EVENT_CHANGED, ...idsOf(subject, 'eventId') },
  }),
  'event.changed': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.EVENT_CHANGED,
    texts: both((language) => (language === 'ar'
      ? `تغيّر موعد «${excerpt(pick(payload.title, 'ar'))}» أو مكانها.`
      : `The time or place of “${excerpt(pick(payload.title, 'en'))}” changed.`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.EVENT_CHANGED, ...idsOf(subject, 'eventId') },
  }),
  'event.cancelled': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.EVENT_CHANGED,
    texts: both((language) => (language === 'ar'
      ? `أُلغيت «${excerpt(pick(payload.title, 'ar'))}».${payload.refunded ? ' سيُعاد إليك ما دفعته.' : ''}`
      : `“${excerpt(pick(payload.title, 'en'))}” was cancelled.${payload.refunded ? ' Your payment will be refunded.' : ''}`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.EVENT_CHANGED, ...idsOf(subject, 'eventId') },
  }),
  // Coaching (docs/design/coaching-api.md "Notifications"): template 50, to the session's parties; they lead to /coaching/my-sessions.
  'coaching.booked': ({ payload, subject }) => coachingNotice(subject, both((language) => (language === 'ar'
    ? `حُجزت جلسة إرشاد: ${pick(payload.member, 'ar')} مع ${pick(payload.coach, 'ar')}، ${sessionTime(payload.startsAt)}.`
    : `Coaching session booked: ${pick(payload.member, 'en')} with ${pick(payload.coach, 'en')}, ${sessionTime(payload.startsAt)}.`))),
  'coaching.cancelled': ({ payload, subject }) => coachingNotice(subject, both((language) => {
    const session = `${pick(payload.member, language)} ${language === 'ar' ? 'مع' : 'with'} ${pick(payload.coach, language)}, ${sessionTime(payload.startsAt)}`;
    if (language === 'ar') return `أُلغيت جلسة الإرشاد (${session})${payload.by === 'COACH' ? ' من المرشد' : payload.by === 'MEMBER' ? ' من العضو' : ''}.`;
    return `Coaching session cancelled (${session})${payload.by === 'COACH' ? ' by the coach' : payload.by === 'MEMBER' ? ' by the member' : ''}.`;
  })),
  'coaching.rescheduled': ({ payload, subject }) => coachingNotice(subject, both((language) => (language === 'ar'
    ? `تغيّر موعد جلسة الإرشاد (${pick(payload.member, 'ar')} مع ${pick(payload.coach, 'ar')}): ${sessionTime(payload.startsAt)}.`
    : `Coaching session moved (${pick(payload.member, 'en')} with ${pick(payload.coach, 'en')}): now ${sessionTime(payload.startsAt)}.`))),
  'coaching.hold-expired': ({ payload, subject }) => coachingNotice(subject, both((language) => (language === 'ar'
    ? `انتهت مهلة حجز جلستك مع ${pick(payload.coach, 'ar')} قبل الدفع.`
    : `Your hold on the session with ${pick(payload.coach, 'en')} ran out before it was paid.`))),
  'coaching.reminder': ({ payload, subject }) => coachingNotice(subject, both((language) => {
    const session = `${pick(payload.member, language)} ${language === 'ar' ? 'مع' : 'with'} ${pick(payload.coach, language)}`;
    if (language === 'ar') return payload.kind === '1h' ? `تبدأ جلسة الإرشاد (${session}) بعد ساعة.` : `تبدأ جلسة الإرشاد (${session}) غداً.`;
    return payload.kind === '1h' ? `The coaching session (${session}) starts in an hour.` : `The coaching session (${session}) starts tomorrow.`;
  })),
  // Social groups (issue 16): group category template 1, post templates 27-30; they lead to /groups/{groupId}[/post/{postId}].
  'group.invited': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.GROUP_MEMBERSHIP,
    texts: both((language) => (language === 'ar'
      ? `دعاك ${pick(payload.inviter, 'ar')} إلى المجموعة «${excerpt(payload.groupName)}».`
      : `${pick(payload.inviter, 'en')} invited you to the group “${excerpt(payload.groupName)}”.`)),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.GROUP_MEMBERSHIP, ...idsOf(subject, 'groupId') },
  }),
  'group.request-decided': ({ payload, subject }) => ({
    templateId: NOTIFICATION_TEMPLATES.GROUP_MEMBERSHIP,
    texts: both((language) => {
      const group = excerpt(payload.groupName);
      if (language === 'ar') return payload.accepted ? `قُبل طلب انضمامك إلى «${group}».` : `لم يُقبل طلب انضمامك إلى «${group}».`;
      return payload.accepted ? `Your request to join “${group}” was accepted.` : `Your request to join “${group}” was declined.`;
    }),
    data: { notificationTemplate: NOTIFICATION_TEMPLATES.GROUP_MEMBERSHIP, ...idsOf(subject, 'groupId') },
  }),
  'post.commented': ({ payload, subject }) => postNotice(POST_TEMPLATES.commented, subject, both((language) => (language === 'ar'
    ? `علّق ${pick(payload.author, 'ar')} على منشورك في «${excerpt(payload.groupName)}».`
    : `${pick(payload.author, 'en')} commented on your post in “${excerpt(payload.groupName)}”.`))),
  'comment.replied': ({ payload, subject }) => postNotice(POST_TEMPLATES.replied, subject, both((language) => (language === 'ar'
    ? `ردّ ${pick(payload.author, 'ar')} على تعليقك في «${excerpt(payload.groupName)}».`
    : `${pick(payload.author, 'en')} replied to your comment in “${excerpt(payload.groupName)}”.`))),
  'post.liked': ({ payload, subject }) => postNotice(POST_TEMPLATES.liked, subject, both((language) => (language === 'ar'
    ? `أعجب ${pick(payload.author, 'ar')} بمنشورك في «${excerpt(payload.groupName)}».`
    : `${pick(payload.author, 'en')} liked your post in “${excerpt(payload.groupName)}”.`))),
  'group.post-created': ({ payload, subject }) => postNotice(POST_TEMPLATES.created, subject, both((language) => (language === 'ar'
    ? `نشر ${pick(payload.author, 'ar')} منشوراً جديداً في «${excerpt(payload.groupName)}».`
    : `${pick(payload.author, 'en')} posted in “${excerpt(payload.groupName)}”.`))),
};

/** A session's start in a notice: UTC, minutes (the page shows it in the reader's zone). */
const sessionTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function coachingNotice(subject: Record<string, number>, texts: BothLanguages): Notice {
  const templateId = NOTIFICATION_TEMPLATES.COACHING_SESSION;
  return { templateId, texts, data: { notificationTemplate: templateId, ...idsOf(subject, 'bookingId') } };
}

/** The post category's templates (spec section 4: 27-30); 27 is POST_ACTIVITY in the contracts. */
const POST_TEMPLATES = { commented: NOTIFICATION_TEMPLATES.POST_ACTIVITY, replied: 28, liked: 29, created: 30 } as const;

function postNotice(templateId: number, subject: Record<string, number>, texts: BothLanguages): Notice {
  return { templateId, texts, data: { notificationTemplate: templateId, ...idsOf(subject, 'groupId', 'postId') } };
}

type SubjectKey = Exclude<keyof NotificationData, 'notificationTemplate'>;

/** The named ids of a subject that it has. */
function idsOf(subject: Record<string, number>, ...keys: SubjectKey[]): Partial<NotificationData> {
  const ids: Partial<Record<SubjectKey, number>> = {};
  for (const key of keys) if (Number.isSafeInteger(subject[key])) ids[key] = subject[key];
  return ids;
}

/** A survey's id as its page needs it: a poll's under pollId (its own path), a survey's under surveyId. */
function surveyIdOf(type: 'SURVEY' | 'POLL', subject: Record<string, number>): Pick<NotificationData, 'surveyId' | 'pollId'> {
  const id = subject.surveyId;
  if (id === undefined || !Number.isSafeInteger(id)) return {};
  return type === 'POLL' ? { pollId: id } : { surveyId: id };
}

/** The notice of a recorded event, or null when its type makes none. */
export function noticeOf(type: string, payload: unknown, subject: Record<string, number>): Notice | null {
  const make = NOTICES[type as DomainEventType] as NoticeOf<DomainEventType> | undefined;
  return make ? make({ payload: payload as never, subject }) : null;
}
