// Tests only: answers of the exams API as the contract describes them (docs/design/exams-api.md).
import type {
  AttemptInfo, AttemptQuestion, AttemptReview, AttemptSummary, AttemptView, ExamLanding, ExamListItem, ExamSettings, NavigatorEntry, ReviewedQuestion,
} from '../api/types';

export const COURSE = 11;
export const EXAM = 40;
export const ATTEMPT = 900;
export const NOW = '2026-03-05T10:00:00.000Z';

export const settingsFixture = (over: Partial<ExamSettings> = {}): ExamSettings => ({
  hasTimeLimit: true, timeLimitInMinutes: 30, hasPassingScore: true, passingScorePercentage: 60, oneQuestionAtATime: false, multiDirectional: true,
  allowRetake: true, maxAttempts: 3, retakeIntervalInMinutes: 10, gradingMethod: 'HIGHEST', showCorrectAnswerInstantly: false,
  showCorrectAnswerOnReview: true, showResultAtEnd: true, isCheatDetectionEnabled: false, ...over,
});

export const summaryFixture = (over: Partial<AttemptSummary> = {}): AttemptSummary => ({
  id: ATTEMPT, attemptNumber: 1, status: 'GRADED', startedAt: '2026-03-05T09:00:00.000Z', finishedAt: '2026-03-05T09:20:00.000Z',
  finishedBy: 'MEMBER', isInstructorAttempt: false, result: { score: 7, totalScore: 10, percentage: 70, isPassed: true }, reviewAvailable: true, reviewNote: null, ...over,
});

export const landingFixture = (over: Partial<ExamLanding> = {}, settings: Partial<ExamSettings> = {}): ExamLanding => ({
  exam: {
    subsectionExamId: EXAM, title: 'Feedback basics exam', description: '<p>Ten questions on <strong>feedback</strong>.</p>', questionCount: 10,
    settings: settingsFixture(settings), availableFrom: null, availableTo: null, publishDate: null,
  },
  attempts: { used: 0, left: 3, canStart: true, refusal: null, nextAttemptAt: null },
  openAttempt: null,
  previous: [],
  result: null,
  serverNow: NOW,
  ...over,
});

export const listItemFixture = (over: Partial<ExamListItem> = {}): ExamListItem => ({
  subsectionExamId: EXAM, title: 'Feedback basics exam', sectionName: 'Practice', availableFrom: null, availableTo: null, publishDate: null,
  timeLimitInMinutes: 30, questionCount: 10, attemptsUsed: 1, maxAttempts: 3, status: 'GRADED', result: { percentage: 70, isPassed: true }, ...over,
});

const base = (id: number, page: number, over: Partial<AttemptQuestion>): AttemptQuestion => ({
  attemptQuestionId: id, page, position: page, type: 'SINGLE_CHOICE', stem: `<p>Question stem ${id}</p>`, points: 1, isBonus: false, parentId: null,
  response: null, sequence: 0, flagged: false, checked: false, ...over,
});

/** One question of every type the runner answers, one page each (pages 0..10, shown as 1..11). */
export function everyTypeQuestions(): AttemptQuestion[] {
  return [
    base(1, 0, { type: 'SINGLE_CHOICE', stem: '<p>Which is specific feedback?</p>', options: [{ index: 0, text: '<p>Good job</p>' }, { index: 1, text: '<p>Your summary named the three causes</p>' }, { index: 2, text: 'Nice' }] }),
    base(2, 1, { type: 'MULTIPLE_CHOICE', stem: '<p>Which help?</p>', options: [{ index: 0, text: 'Timely' }, { index: 1, text: 'Vague' }, { index: 2, text: 'Specific' }] }),
    base(3, 2, { type: 'TRUE_FALSE', stem: '<p>Feedback should be timely.</p>', options: [{ index: 0, text: 'True' }, { index: 1, text: 'False' }] }),
    base(4, 3, { type: 'SHORT_ANSWER', stem: '<p>Name the model.</p>' }),
    base(5, 4, { type: 'NUMERIC', stem: '<p>How many steps?</p>' }),
    base(6, 5, { type: 'FILL_IN_BLANKS', stem: '<p>Feedback should be [[1]] and [[2]].</p>', blankCount: 2 }),
    base(7, 6, { type: 'MATCHING', stem: '<p>Match them.</p>', prompts: [{ index: 0, text: 'Situation' }, { index: 1, text: 'Impact' }], matches: [{ index: 0, text: 'What you felt' }, { index: 1, text: 'Where it happened' }] }),
    base(8, 7, { type: 'ORDERING', stem: '<p>Put in order.</p>', options: [{ index: 0, text: 'Impact' }, { index: 1, text: 'Situation' }, { index: 2, text: 'Behaviour' }] }),
    base(9, 8, { type: 'ESSAY', stem: '<p>Write about feedback.</p>', points: 5 }),
    base(10, 9, { type: 'FILE_UPLOAD', stem: '<p>Upload your plan.</p>' }),
    base(11, 10, { type: 'AUDIO_RECORDING', stem: '<p>Record yourself.</p>' }),
  ];
}

export const navigatorOf = (questions: readonly AttemptQuestion[]): NavigatorEntry[] => {
  const pages = [...new Set(questions.map((question) => question.page))].sort((a, b) => a - b);
  return pages.map((page) => ({
    page,
    attemptQuestionIds: questions.filter((question) => question.page === page).map((question) => question.attemptQuestionId),
    answered: questions.filter((question) => question.page === page && question.type !== 'CASE').every((question) => question.response !== null),
    flagged: questions.some((question) => question.page === page && question.flagged),
  }));
};

export const attemptInfoFixture = (over: Partial<AttemptInfo> = {}): AttemptInfo => ({
  id: ATTEMPT, subsectionExamId: EXAM, courseId: COURSE, attemptNumber: 1, status: 'IN_PROGRESS', startedAt: '2026-03-05T09:50:00.000Z',
  deadlineAt: '2026-03-05T10:20:00.000Z', serverNow: NOW, page: 0, pageCount: 11, oneQuestionAtATime: false, multiDirectional: true,
  showCorrectAnswerInstantly: false, isCheatDetectionEnabled: false, isInstructorAttempt: false, ...over,
});

/** An attempt with the given questions (all of them: not one at a time). */
export const viewFixture = (questions: AttemptQuestion[] = everyTypeQuestions(), info: Partial<AttemptInfo> = {}): AttemptView => ({
  attempt: attemptInfoFixture({ pageCount: new Set(questions.map((question) => question.page)).size, ...info }),
  navigator: navigatorOf(questions),
  questions,
});

export const reviewFixture = (questions: ReviewedQuestion[], over: Partial<AttemptReview> = {}): AttemptReview => ({
  attempt: summaryFixture(), settings: { showCorrectAnswerOnReview: true, showResultAtEnd: true }, questions, ...over,
});
