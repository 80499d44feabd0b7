import type { ComponentType } from 'react';
import type { LmsPage } from '../../definition';
import { lazyChild } from './lazy-child';
import { LaterInPlayer } from './later/LaterInPlayer';
import type { PlayerChildProps } from './player-child';

const announcements = lazyChild(() => import(/* webpackChunkName: "player-announcements" */ './announcements/announcement-pages'), 'AnnouncementsPage');
const announcement = lazyChild(() => import(/* webpackChunkName: "player-announcements" */ './announcements/announcement-pages'), 'AnnouncementPage');
const discussionBoards = lazyChild(() => import(/* webpackChunkName: "player-discussions" */ './discussions/discussion-pages'), 'DiscussionBoardsPage');
const discussionBoard = lazyChild(() => import(/* webpackChunkName: "player-discussions" */ './discussions/discussion-pages'), 'DiscussionBoardPage');
const surveys = lazyChild(() => import(/* webpackChunkName: "player-surveys" */ './surveys/survey-pages'), 'SurveysPage');
const survey = lazyChild(() => import(/* webpackChunkName: "player-surveys" */ './surveys/survey-pages'), 'SurveyPage');
const exams = lazyChild(() => import(/* webpackChunkName: "player-exams" */ './exams/ExamScreens'), 'ExamScreens');

/**
 * The page each player route shows inside the frame, each in its own chunk
 * (a PDF item does not load the notes page). Routes of later issues say so
 * inside the frame.
 */
const PLAYER_CHILDREN: Partial<Record<LmsPage, ComponentType<PlayerChildProps>>> = {
  courseInformation: lazyChild(() => import(/* webpackChunkName: "player-information" */ './information/InformationPage'), 'InformationPage'),
  courseSyllabus: lazyChild(() => import(/* webpackChunkName: "player-syllabus" */ './syllabus/SyllabusPage'), 'SyllabusPage'),
  courseModules: lazyChild(() => import(/* webpackChunkName: "player-modules" */ './modules/ModulesPage'), 'ModulesPage'),
  courseSubsection: lazyChild(() => import(/* webpackChunkName: "player-content" */ './content/ContentPage'), 'ContentPage'),
  courseAnnouncements: announcements,
  courseAnnouncement: announcement,
  courseOnlineLectures: lazyChild(() => import(/* webpackChunkName: "player-lectures" */ './lectures/lecture-pages'), 'OnlineLecturesPage'),
  courseOnlineLecture: lazyChild(() => import(/* webpackChunkName: "player-lectures" */ './lectures/lecture-pages'), 'OnlineLecturePage'),
  courseOnCampusLectures: lazyChild(() => import(/* webpackChunkName: "player-lectures" */ './lectures/lecture-pages'), 'OnCampusLecturesPage'),
  courseOnCampusLecture: lazyChild(() => import(/* webpackChunkName: "player-lectures" */ './lectures/lecture-pages'), 'OnCampusLecturePage'),
  courseNotes: lazyChild(() => import(/* webpackChunkName: "player-notes" */ './notes/NotesPage'), 'NotesPage'),
  courseAttendance: lazyChild(() => import(/* webpackChunkName: "player-attendance" */ './attendance/AttendancePage'), 'AttendancePage'),
  courseCertificate: lazyChild(() => import(/* webpackChunkName: "player-certificate" */ './certificate/CertificatePage'), 'CertificatePage'),
  courseGradeItems: lazyChild(() => import(/* webpackChunkName: "player-grades" */ './grades/GradeItemsPage'), 'GradeItemsPage'),
  courseGradeItem: lazyChild(() => import(/* webpackChunkName: "player-grades" */ './grades/GradeItemPage'), 'GradeItemPage'),
  courseDiscussionBoards: discussionBoards,
  courseDiscussionBoard: discussionBoard,
  courseSurveys: surveys,
  courseSurvey: survey,
  coursePolls: surveys,
  coursePoll: survey,
  courseExams: exams,
  courseExam: exams,
  courseExamStart: exams,
  courseExamReview: exams,
  courseExamReviews: exams,
  courseExamGrading: exams,
  courseAssignments: lazyChild(() => import(/* webpackChunkName: "player-assignments" */ './assignments/AssignmentsPage'), 'AssignmentsPage'),
  courseAssignment: lazyChild(() => import(/* webpackChunkName: "player-assignments" */ './assignments/AssignmentPage'), 'AssignmentPage'),
  courseGroups: lazyChild(() => import(/* webpackChunkName: "player-groups" */ './groups/GroupsPage'), 'GroupsPage'),
};

/** The player's page for a route: its own, else the "not available yet" of a later issue. */
export function playerChildOf(page: LmsPage): ComponentType<PlayerChildProps> {
  return PLAYER_CHILDREN[page] ?? LaterInPlayer;
}
