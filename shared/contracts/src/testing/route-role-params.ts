// Tests only: the parameter names each platform role's route must have, in
// order (the definition checks hold every claiming route to them), and the
// list of roles (the checks across areas hold that each is claimed once).
import type { RouteRole, RouteRoles } from '../route-roles';

type ParamNames<Params extends readonly unknown[]> = { readonly [Index in keyof Params]: string };

export const ROUTE_ROLE_PARAMS: { readonly [Role in RouteRole]: ParamNames<RouteRoles[Role]> } = {
  coursesRoot: [],
  login: [],
  forgetPassword: [],
  myCourses: [],
  finishedCourses: [],
  courseContent: ['courseId'],
  register: [],
  dashboard: [],
  allCourses: [],
  verifyNumber: [],
  assessments: [],
  assessment: ['assessmentId'],
  courseOverview: ['courseId'],
  courseAnnouncement: ['courseId', 'announcementId'],
  courseCertificate: ['courseId'],
  courseGradeItem: ['courseId', 'gradeItemId'],
  courseDiscussionBoard: ['courseId', 'discussionBoardId'],
  courseAssignment: ['courseId', 'assignmentId'],
  courseSurvey: ['courseId', 'surveyId'],
  coursePoll: ['courseId', 'surveyId'],
  courseExams: ['courseId'],
  courseExam: ['courseId', 'subsectionExamId'],
  courseExamStart: ['courseId', 'subsectionExamId'],
  courseExamReview: ['courseId', 'examAttemptId'],
  courseExamReviews: ['courseId'],
  courseExamGrading: ['courseId', 'examAttemptId'],
  specializationOverview: ['specializationId'],
  activityLog: [],
  technicalSupport: [],
  paymentHistory: [],
  orderDetails: ['orderId'],
  event: ['eventId'],
  group: ['groupId'],
  groupPost: ['groupId', 'postId'],
  coachingSessions: [],
  zoomPolicy: [],
  noLectureLinks: [],
};

export const ROUTE_ROLES = Object.keys(ROUTE_ROLE_PARAMS) as RouteRole[];
