import type { PathParamValue } from './route-path';

/**
 * Pages the platform itself names: the navigation guard's steps, the
 * chrome's buttons and links from one remote to another's page. Exactly one
 * route of the site claims each role (`role` in its definition); callers ask
 * for the role and get that route's path, or nothing when the owning remote
 * is switched off for the organization. The tuple is the role's parameters.
 */
export interface RouteRoles {
  /** The main layout's default redirect (spec section 2) goes to the courses root. */
  coursesRoot: [];
  login: [];
  /** The login page's link, written by the server too (decision 0019). */
  forgetPassword: [];
  register: [];
  /** Guard step 8 and 9: where signed-in members land. */
  dashboard: [];
  /** Spec section 4 "After login": where a member goes when permitted. */
  allCourses: [];
  /** The member's courses, unfinished and finished: the first is written by the server for the member (decision 0019). */
  myCourses: [];
  finishedCourses: [];
  /** A course's player, where a member continues it. */
  courseContent: [courseId: PathParamValue];
  /** Guard step 9. */
  verifyNumber: [];
  /** Guard step 10: the assessment welcome screen, and one started assessment. */
  assessments: [];
  assessment: [assessmentId: PathParamValue];
  // Where a notification leads (notifications.ts: each category's target).
  courseOverview: [courseId: PathParamValue];
  courseAnnouncement: [courseId: PathParamValue, announcementId: PathParamValue];
  courseCertificate: [courseId: PathParamValue];
  courseGradeItem: [courseId: PathParamValue, gradeItemId: PathParamValue];
  courseDiscussionBoard: [courseId: PathParamValue, discussionBoardId: PathParamValue];
  courseAssignment: [courseId: PathParamValue, assignmentId: PathParamValue];
  // surveyId names both: a poll is a survey of type POLL, shown under its own path.
  courseSurvey: [courseId: PathParamValue, surveyId: PathParamValue];
  coursePoll: [courseId: PathParamValue, surveyId: PathParamValue];
  // The exam screens of a course (mfe-exams fills them in the course player): a notification leads to an exam's landing.
  courseExams: [courseId: PathParamValue];
  courseExam: [courseId: PathParamValue, subsectionExamId: PathParamValue];
  courseExamStart: [courseId: PathParamValue, subsectionExamId: PathParamValue];
  courseExamReview: [courseId: PathParamValue, examAttemptId: PathParamValue];
  // The course's instructors: the attempts waiting for a review, and the grading of one attempt.
  courseExamReviews: [courseId: PathParamValue];
  courseExamGrading: [courseId: PathParamValue, examAttemptId: PathParamValue];
  specializationOverview: [specializationId: PathParamValue];
  /** The member's own sign-ins, password changes and enrollments. */
  activityLog: [];
  /** The member's support tickets and their replies. */
  technicalSupport: [];
  /** The member's orders, and one order (where an order's notice leads). */
  paymentHistory: [];
  orderDetails: [orderId: PathParamValue];
  /** Social (mfe-social): where an event's, a group's and a post's notices lead. */
  event: [eventId: PathParamValue];
  group: [groupId: PathParamValue];
  groupPost: [groupId: PathParamValue, postId: PathParamValue];
  /** Coaching (mfe-coaching): the member's sessions, where a session's notices lead. */
  coachingSessions: [];
  /** Where an online lecture leads a member: the video-conferencing policy, and what to do when a lecture has no link. */
  zoomPolicy: [];
  noLectureLinks: [];
}
export type RouteRole = keyof RouteRoles;
