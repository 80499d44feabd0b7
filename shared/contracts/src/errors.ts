/**
 * The error catalogue shared by the API and every client. The auth codes are
 * spec section 8; the others are ours, for failures the spec does not name.
 */
export const ERROR_CODES = {
  USER_DISABLED: 'auth-001',
  USER_NOT_IN_ORGANIZATION: 'auth-002',
  INVALID_CREDENTIALS: 'auth-003',
  TOO_MANY_REQUESTS: 'auth-004',
  SHOULD_RESET_PASSWORD: 'auth-005',
  INVALID_ACCESS_TOKEN: 'auth-006',
  INVALID_REFRESH_TOKEN: 'auth-007',
  INVALID_2FA_TOKEN: 'auth-008',
  REQUIRES_APPROVAL: 'auth-009',
  NOT_VERIFIED: 'auth-010',
  PHONE_IN_USE: 'auth-011',
  PHONE_NOT_VALID: 'auth-012',
  EMAIL_IN_USE: 'auth-013',
  INVALID_PHONE_CODE: 'auth-014',
  /** A refresh or its CSRF proof is missing or does not match (double-submit cookie, docs/decisions/0006). */
  CSRF_REFUSED: 'auth-015',
  /** Request body, query or params failed schema validation. */
  INVALID_INPUT: 'req-001',
  /** No such route or resource (within the caller's organization). */
  NOT_FOUND: 'req-002',
  /** The body could not be parsed (malformed JSON, wrong content type). */
  MALFORMED_BODY: 'req-003',
  /** Signed in but lacking the permission the route needs. */
  FORBIDDEN: 'perm-001',
  /** No organization for the requested domain prefix or id. */
  ORGANIZATION_NOT_FOUND: 'org-001',
  /** The organization has no value for that configuration key. */
  CONFIG_NOT_FOUND: 'org-002',
  /** Announcement not found in this organization. */
  ANNOUNCEMENT_NOT_FOUND: 'org-003',
  /** The organization does not take self-registration. */
  REGISTRATION_CLOSED: 'reg-001',
  /** A registration form answer is missing or invalid (the message names the field). */
  REGISTRATION_FIELD_INVALID: 'reg-002',
  /** An email link or one-time code is unknown, used or expired. */
  INVALID_CODE: 'code-001',
  /** Too many codes requested in a short time. */
  CODE_RATE_LIMITED: 'code-002',
  /** The password breaks a rule of spec section 5. */
  WEAK_PASSWORD: 'pwd-001',
  /** The new password equals the old one (message: 'New password cannot be the same as old'). */
  PASSWORD_REUSED: 'pwd-002',
  /** The old password given to change-password is wrong. */
  WRONG_PASSWORD: 'pwd-003',
  /** A predefined permission set cannot be edited or deleted. */
  PERMISSION_SET_LOCKED: 'perm-002',
  /** A visitor asked for courses where the organization does not allow anonymous course view: sign in. */
  LOGIN_REQUIRED: 'lms-001',
  /** The organization does not let members enroll themselves. */
  SELF_ENROLLMENT_DISABLED: 'enr-001',
  /** The course's enrollment window has not opened yet. */
  ENROLLMENT_NOT_OPEN: 'enr-002',
  /** The course's enrollment window has closed (or the course has ended). */
  ENROLLMENT_CLOSED: 'enr-003',
  /** The course has reached its maxEnrollmentCount (the message names the course). */
  COURSE_FULL: 'enr-004',
  /** The course or specialization has a price: it is bought through the cart, not enrolled directly. */
  PAYMENT_REQUIRED: 'enr-005',
  /** The course is announced as coming soon and takes no enrollments yet. */
  COURSE_COMING_SOON: 'enr-006',
  /** Only members enrolled in a course may review it. */
  REVIEW_REQUIRES_ENROLLMENT: 'rev-001',
  /** The course already has a pending approval request, or is already approved. */
  APPROVAL_ALREADY_REQUESTED: 'crs-001',
  /** A media address without a valid, unexpired signature (member media is served through signed URLs only). */
  MEDIA_LINK_INVALID: 'med-001',
  /** Too many problem reports from one address (POST frontend-logger); the reporter drops them. */
  REPORTS_RATE_LIMITED: 'log-001',
  /** No such notification for the signed-in member (another member's or organization's ids answer this too). */
  NOTIFICATION_NOT_FOUND: 'ntf-001',
  /** A notification stream ticket is unknown, used, expired, or its session has ended: get a new one (POST sse/ticket). */
  STREAM_TICKET_INVALID: 'ntf-002',
  /**
   * No such support ticket for the caller: unknown ids, another
   * organization's, another member's, and a chat whose access token does not
   * match all answer this, so ids cannot be probed.
   */
  SUPPORT_TICKET_NOT_FOUND: 'sup-001',
  /** Too many contact messages or chat openings from one address or for one email (POST contact-us, POST chat), or chat messages on one ticket. */
  CONTACT_RATE_LIMITED: 'sup-002',
  /** The course player is for members enrolled in the course and its instructors (and the organization's course administrators). */
  NOT_IN_COURSE: 'ply-001',
  /** The item is locked for this member: not unlocked yet, behind a prerequisite, outside its availability window (the message says which). */
  CONTENT_LOCKED: 'ply-002',
  /** The action does not fit the item (marking a video done by hand, answering a question of another questionnaire...). */
  CONTENT_ACTION_INVALID: 'ply-003',
  /** The course content change is inconsistent (a prerequisite cycle, a section of another course, a file of the wrong kind). */
  COURSE_CONTENT_INVALID: 'crs-002',
  /** The attendance code is wrong or no longer valid (codes change every 30 seconds). */
  ATTENDANCE_CODE_INVALID: 'att-001',
  /** No attendance is being taken for that lecture now. */
  ATTENDANCE_NOT_OPEN: 'att-002',
  /** Too many wrong attendance codes: wait before trying again. */
  ATTENDANCE_RATE_LIMITED: 'att-003',
  /** The discussion board is read-only: locked by its instructors, not open yet, or closed (its dates). */
  DISCUSSION_BOARD_LOCKED: 'dis-001',
  /** A comment that cannot be posted: nothing left once unsafe markup is removed, a reply to a comment of another board, files that are not yours. */
  DISCUSSION_COMMENT_INVALID: 'dis-002',
  /** Only a comment's author changes or removes it (instructors may remove any). */
  DISCUSSION_COMMENT_NOT_YOURS: 'dis-003',
  /** The board does not fit its subsection: not a DISCUSSION_BOARD item of the course, one that already has a board, or a lock date before the unlock date. */
  DISCUSSION_BOARD_INVALID: 'dis-004',
  /** The member already voted in this survey or poll (one ballot per member). */
  SURVEY_ALREADY_VOTED: 'svy-001',
  /** More choices than the survey allows per member, or the same choice twice. */
  SURVEY_TOO_MANY_CHOICES: 'svy-002',
  /** A choice that is not one of this survey's. */
  SURVEY_CHOICE_INVALID: 'svy-003',
  /** Members may not suggest choices in this survey, or it already has the suggested choice. */
  SURVEY_SUGGESTION_REFUSED: 'svy-004',
  /** The survey does not fit its subsection or its votes (a SURVEY/POLL item of the course without a survey yet; anonymity cannot change once members voted). */
  SURVEY_INVALID: 'svy-005',
  /** The file's type is not accepted there, or its bytes are not what its type says. */
  MEDIA_TYPE_REFUSED: 'med-002',
  /** The upload is larger than allowed, or a chunk does not continue where the upload stands (the answer says where). */
  MEDIA_UPLOAD_MISMATCH: 'med-003',
  /** The grade does not fit the item: negative, or above its maximum points when the item cannot be exceeded. */
  GRADE_OUT_OF_RANGE: 'grd-001',
  /** A rubric rating does not fit: a criterion not in the item's rubric, a rating of another criterion, points outside the rating's range. */
  RUBRIC_RATING_INVALID: 'grd-002',
  /** A grading schema's letters must cover 0% to 100% without gaps or overlaps, each letter once. */
  GRADING_SCHEMA_INVALID: 'grd-003',
  /** The grading request names something outside the course: a member not enrolled, a group, rubric, schema or file that is not the course's. */
  GRADE_TARGET_INVALID: 'grd-004',
  /** Members were graded with this rubric: it can no longer be changed (create a new one). */
  RUBRIC_IN_USE: 'grd-005',
  /** The assignment does not take submissions yet (before its availableFrom). */
  ASSIGNMENT_NOT_OPEN: 'asg-001',
  /** The assignment no longer takes submissions (after its availableTo). */
  ASSIGNMENT_CLOSED: 'asg-002',
  /** Something is already handed in and the due date has passed: no resubmission. */
  ASSIGNMENT_RESUBMISSION_CLOSED: 'asg-003',
  /** The submission does not fit the assignment: a type it does not take, nothing handed in, a file that is not the member's. */
  SUBMISSION_INVALID: 'asg-004',
  /** A group assignment: the member is in no course group of the course. */
  SUBMISSION_NEEDS_GROUP: 'asg-005',
  /** The assignment change is inconsistent (an item of another course or type, dates out of order, a grade above what the item allows). */
  ASSIGNMENT_INVALID: 'asg-006',
  /** The course group change is inconsistent (a member not enrolled, not in the group moved from, already in another group). */
  COURSE_GROUP_INVALID: 'grp-001',
  /** Generating groups: every enrolled student is already in a group. */
  COURSE_GROUP_NOTHING_TO_GENERATE: 'grp-002',
  /** No such certificate here: a wrong or malformed id, or one of another organization (says nothing else). */
  CERTIFICATE_NOT_FOUND: 'crt-001',
  /** Only the certificate's holder may download it. */
  CERTIFICATE_NOT_YOURS: 'crt-002',
  /** The organization does not issue certificates (configuration certificates-enabled). */
  CERTIFICATES_DISABLED: 'crt-003',
  /** A certificate cannot be issued to that member: not a student of the course in this organization. */
  CERTIFICATE_NOT_ISSUABLE: 'crt-004',
  /** The organization does not let this role set passing criteria (passing-criteria-configuration-enabled-for-admins / -for-instructors). */
  PASSING_CRITERIA_LOCKED: 'crt-005',
  /** The exam is not open to this member yet: before its publish date or its subsection's availableFrom, or after availableTo. */
  EXAM_NOT_OPEN: 'exm-001',
  /** No attempt left: retakes are off, or the maximum number of attempts is used. */
  EXAM_NO_ATTEMPTS_LEFT: 'exm-002',
  /** A retake opens only after the exam's retake interval (the answer's message says when). */
  EXAM_RETAKE_NOT_YET: 'exm-003',
  /** The attempt is over (submitted, past its deadline, or finished by the server): answers are no longer taken. */
  EXAM_ATTEMPT_CLOSED: 'exm-004',
  /** The exam does not let the member go back to an earlier question, or skip ahead of the one shown. */
  EXAM_NAVIGATION_REFUSED: 'exm-005',
  /** The answer does not fit its question: the wrong shape for the question's type, an option not in the question, files that are not the member's. */
  EXAM_ANSWER_INVALID: 'exm-006',
  /** The attempt is not in a state that allows this: reviewing an attempt that is not finished, approving one that still has answers to review. */
  EXAM_ATTEMPT_STATE: 'exm-007',
  /** The question or exam does not hold together: e.g. a single-choice question without exactly one correct answer, a blank without an accepted answer, a question of another course. */
  EXAM_QUESTION_INVALID: 'exm-008',
  /** Nothing could be imported: the file is not Moodle XML or GIFT, or is empty. */
  EXAM_IMPORT_UNREADABLE: 'exm-009',
  /** The question is used by an attempt or an exam: it cannot be deleted (remove it from its exams first; attempted questions stay). */
  EXAM_QUESTION_IN_USE: 'exm-010',
  /** The member already owns the item (enrolled, or bought in a completed order). */
  ITEM_ALREADY_OWNED: 'ord-001',
  /** The item is already in the member's cart. */
  ITEM_ALREADY_IN_CART: 'ord-002',
  /** The item cannot be bought now: not offered to this organization, free, closed, full, coming soon, or of a type not sold yet. */
  ITEM_NOT_PURCHASABLE: 'ord-003',
  /** Prices changed since the member saw the cart: the answer carries the new amounts to confirm before paying. */
  ORDER_PRICE_CHANGED: 'ord-004',
  /** The cart is empty: nothing to check out. */
  CART_EMPTY: 'ord-005',
  /** The order is not in a state that allows this (the transition table of docs/design/commerce-api.md). */
  ORDER_STATE: 'ord-006',
  /** The organization has no marketplace (configuration marketplace-enabled): there is no cart. */
  MARKETPLACE_DISABLED: 'ord-007',
  /** No voucher has this code in the organization. */
  VOUCHER_UNKNOWN: 'vch-001',
  /** The voucher's start date is still to come. */
  VOUCHER_NOT_STARTED: 'vch-002',
  /** The voucher's end date has passed. */
  VOUCHER_ENDED: 'vch-003',
  /** The voucher has been switched off (isValid false). */
  VOUCHER_DISABLED: 'vch-004',
  /** Every use of the voucher is taken (maxAllowedUses). */
  VOUCHER_USED_UP: 'vch-005',
  /** The member has used the voucher as often as allowed (maxAllowedUsesPerUser). */
  VOUCHER_MEMBER_LIMIT: 'vch-006',
  /** The organization has used the voucher as often as allowed (maxAllowedUsesPerOrg). */
  VOUCHER_ORGANIZATION_LIMIT: 'vch-007',
  /** No item in the cart is of a type the voucher is for. */
  VOUCHER_ITEM_TYPE: 'vch-008',
  /** No item in the cart is one of the items the voucher is for. */
  VOUCHER_ITEM: 'vch-009',
  /** The voucher is for other organizations only. */
  VOUCHER_OTHER_ORGANIZATION: 'vch-010',
  /** The voucher is for other members only. */
  VOUCHER_OTHER_MEMBER: 'vch-011',
  /** Another voucher of the organization has this code. */
  VOUCHER_CODE_TAKEN: 'vch-012',
  /** The voucher does not hold together: both or neither of amount and rate, a rate above 100 %, an end before its start. */
  VOUCHER_DEFINITION_INVALID: 'vch-013',
  /** The payment provider is not offered by the organization (its credential flags). */
  PAYMENT_PROVIDER_UNAVAILABLE: 'pay-001',
  /** The provider declined or failed the payment; the cart is kept. */
  PAYMENT_DECLINED: 'pay-002',
  /** A webhook whose signature does not match its body. */
  WEBHOOK_SIGNATURE_INVALID: 'pay-003',
  /** A webhook whose signed time stamp is more than 300 s away from now (a replay). */
  WEBHOOK_TIMESTAMP_INVALID: 'pay-004',
  /** The provider could not be reached or answered an error: try again. */
  PAYMENT_PROVIDER_ERROR: 'pay-005',
  /** The sandbox's test card was not accepted: an unknown test number, a past expiry, a wrong challenge code. */
  SANDBOX_CARD_REFUSED: 'pay-006',
  /** The refund policy does not refund this item's type. */
  REFUND_NOT_ALLOWED: 'rfd-001',
  /** The policy refunds nothing any more: too close to the item's start, or the caps are used. */
  REFUND_WINDOW_PASSED: 'rfd-002',
  /** A refund of this item is already requested or granted. */
  REFUND_ALREADY_REQUESTED: 'rfd-003',
  /** The item cannot be refunded in its state: not paid, free, or already refunded. */
  REFUND_ITEM_STATE: 'rfd-004',
  /** The refund was already decided. */
  REFUND_DECIDED: 'rfd-005',
  /** The event takes no enrollments now: the window is not open or has closed, or the event has started, ended or was cancelled. */
  EVENT_ENROLLMENT_CLOSED: 'evt-001',
  /** The member already holds a place on the event, or is already on its waitlist. */
  EVENT_ALREADY_ENROLLED: 'evt-002',
  /** The event is full: the member may join its waitlist instead. */
  EVENT_FULL: 'evt-003',
  /** The event has a price: it is bought (cart or buy now), not joined directly. */
  EVENT_PAYMENT_REQUIRED: 'evt-004',
  /** The member holds no place on the event (ticket, leaving, check-in). */
  EVENT_NOT_ENROLLED: 'evt-005',
  /** The ticket code is not one the API signed (forged, altered or unreadable). */
  TICKET_INVALID: 'evt-006',
  /** The ticket belongs to another event. */
  TICKET_OTHER_EVENT: 'evt-007',
  /** The ticket was already checked in for this attendance item. */
  TICKET_ALREADY_USED: 'evt-008',
  /** Only the event's hosts and the organization's administrators may do this. */
  EVENT_HOSTS_ONLY: 'evt-009',
  /** The member is not an accepted member of the group. */
  GROUP_MEMBERS_ONLY: 'sgr-001',
  /** The member already belongs to the group, or a request or invitation is pending. */
  GROUP_ALREADY_MEMBER: 'sgr-002',
  /** The member is blocked from the group. */
  GROUP_BLOCKED: 'sgr-003',
  /** The membership action is not allowed from the membership's current status. */
  GROUP_MEMBERSHIP_STATE: 'sgr-004',
  /** Only the group's admins (or the organization's administrators) may do this. */
  GROUP_ADMINS_ONLY: 'sgr-005',
  /** No member of the organization has the invited email address. */
  GROUP_INVITEE_UNKNOWN: 'sgr-006',
  /** The group's last admin cannot leave, be removed or lose the admin role. */
  GROUP_LAST_ADMIN: 'sgr-007',
  /** The post takes no comments (read-only). */
  POST_READ_ONLY: 'pst-001',
  /** Only the author may edit this post or comment. */
  POST_AUTHOR_ONLY: 'pst-002',
  /** Too many posts or comments in a short time. */
  POST_RATE_LIMITED: 'pst-003',
  /** The time asked for is not a slot the coach offers now (outside their hours, too soon, too far ahead, blocked, or not a whole session). */
  SLOT_UNAVAILABLE: 'cch-001',
  /** Another booking took the slot first. */
  SLOT_TAKEN: 'cch-002',
  /** The member has no free sessions left. */
  NO_FREE_SESSIONS_LEFT: 'cch-003',
  /** The coach does not offer a free session. */
  FREE_SESSION_NOT_OFFERED: 'cch-004',
  /** Too late to cancel or reschedule: `details.allowedUntil` says until when it was allowed. */
  CANCELLATION_WINDOW_PASSED: 'cch-005',
  /** The coach does not allow members to cancel or reschedule. */
  CANCELLATION_NOT_ALLOWED: 'cch-006',
  /** The booking cannot change in its state: cancelled, past, or still awaiting payment. */
  BOOKING_STATE: 'cch-007',
  /** Only coaches may do this (the caller has no coach profile). */
  COACHES_ONLY: 'cch-008',
  /** The member has no rescheduling credit with this coach. */
  NO_COACHING_CREDIT: 'cch-009',
  /** A coach cannot book a session with themselves. */
  OWN_COACHING: 'cch-010',
  /** Unexpected server failure. */
  INTERNAL: 'srv-001',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

// Pure: a bundle that never asks for the list (the shell's first load) drops the whole table.
export const ALL_ERROR_CODES: readonly ErrorCode[] = /* @__PURE__ */ Object.values(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ALL_ERROR_CODES as readonly string[]).includes(value);
}

/** The body of every error response of the API. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /**
   * The id of the request, as its `x-request-id` answer header and the API's
   * log lines carry it: what a member or a report quotes to find the failure.
   * Optional: older answers (and errors made on the client) have none.
   */
  requestId?: string;
  /** What some codes carry besides the message: ord-004 (price changed) carries `{cart}`, the re-priced cart to confirm. */
  details?: Record<string, unknown>;
}
