// Tests only: answers of the instructors' review calls as the contract describes them (docs/design/exams-api.md "Review").
import type { ManagedAttempt, ManagedAttemptSummary, ManagedQuestion, ManagedRubric } from '../api/review-types';
import { ATTEMPT, COURSE, EXAM } from './exam-fixtures';

export const managedSummaryFixture = (over: Partial<ManagedAttemptSummary> = {}): ManagedAttemptSummary => ({
  id: ATTEMPT, subsectionExamId: EXAM, examId: 7, examTitle: 'Practice quiz: feedback essentials',
  member: { userId: 31, name: 'Huda Karim', email: 'provider@demo.halaqa.test' },
  attemptNumber: 1, status: 'NEEDS_REVIEW', startedAt: '2026-03-04T09:00:00.000Z', deadlineAt: null,
  finishedAt: '2026-03-04T09:25:00.000Z', finishedBy: 'MEMBER', isInstructorAttempt: false, isReviewed: false, isApproved: false,
  isRejected: false, result: null, pendingReviews: 1, reviewNote: null, ...over,
});

/** The essay's rubric as the seed makes it: structure (3, 2 or 0 points) and focus (2, 1 or 0). */
const rubricFixture = (): ManagedRubric => ({
  id: 5, title: 'Feedback essay rubric',
  criteria: [
    {
      id: 51, description: 'Structure', maxGrade: 3, usesRange: false,
      ratings: [
        { id: 511, description: 'All three parts', points: 3, minPoints: null, maxPoints: null },
        { id: 512, description: 'Two parts', points: 2, minPoints: null, maxPoints: null },
        { id: 513, description: 'Missing', points: 0, minPoints: null, maxPoints: null },
      ],
    },
    {
      id: 52, description: 'Focus', maxGrade: 2, usesRange: false,
      ratings: [
        { id: 521, description: 'On behaviour', points: 2, minPoints: null, maxPoints: null },
        { id: 522, description: 'Partly', points: 1, minPoints: null, maxPoints: null },
        { id: 523, description: 'On the person', points: 0, minPoints: null, maxPoints: null },
      ],
    },
  ],
});

const option = (index: number, text: string, over: Partial<ManagedQuestion['options'][number]> = {}): ManagedQuestion['options'][number] => ({
  index, answerId: 100 + index, text, isCorrect: false, explanation: null, matchText: null, correctPosition: index, ...over,
});

export const managedQuestionFixture = (id: number, page: number, over: Partial<ManagedQuestion> = {}): ManagedQuestion => ({
  attemptQuestionId: id, questionId: 200 + id, page, position: page, type: 'SINGLE_CHOICE', stem: `<p>Question stem ${id}</p>`, explanation: null,
  points: 1, isBonus: false, parentId: null, options: [], matches: [], keys: [], correct: null, response: null, responseMedia: [], answeredAt: null,
  flagged: false, checked: false, pointsAwarded: null, isCorrect: null, needsReview: false, isReviewed: false, review: null, rubric: null, ...over,
});

/** An auto-graded choice answered wrong, a matching answered right, the essay waiting for a review (with its rubric) and a recording. */
export function gradingQuestions(): ManagedQuestion[] {
  return [
    managedQuestionFixture(1, 0, {
      stem: '<p>Which is specific feedback?</p>', explanation: '<p>Specific feedback names what happened.</p>',
      options: [option(0, '<p>Good job</p>'), option(1, '<p>Your summary named the three causes</p>', { isCorrect: true })],
      correct: { choice: 1 }, response: { choice: 0 }, pointsAwarded: 0, isCorrect: false,
    }),
    managedQuestionFixture(2, 1, {
      type: 'MATCHING', stem: '<p>Match them.</p>',
      options: [option(0, 'Situation', { matchText: 'Where it happened' }), option(1, 'Impact', { matchText: 'What you felt' })],
      matches: [{ index: 0, answerId: 101, text: 'What you felt' }, { index: 1, answerId: 100, text: 'Where it happened' }],
      correct: { pairs: [{ prompt: 0, match: 1 }, { prompt: 1, match: 0 }] }, response: { pairs: [{ prompt: 0, match: 1 }, { prompt: 1, match: 0 }] }, pointsAwarded: 1, isCorrect: true,
    }),
    managedQuestionFixture(3, 2, {
      type: 'ESSAY', stem: '<p>Write SBI feedback.</p>', points: 5, rubric: rubricFixture(),
      response: { html: '<p><strong>Situation:</strong> at the stand-up.</p>' }, needsReview: true,
    }),
    managedQuestionFixture(4, 3, {
      type: 'AUDIO_RECORDING', stem: '<p>Say it aloud.</p>', points: 2, needsReview: true, isReviewed: true,
      response: { mediaIds: [61] },
      responseMedia: [{ id: 61, fileName: 'feedback.webm', mime: 'audio/webm', url: '/api/media/61/content?sig=a' }],
      review: {
        attemptQuestionId: 4, points: 2, note: '<p>Clear.</p>', media: [], ratings: [], reviewerId: 3, reviewedAt: '2026-03-05T08:00:00.000Z',
      },
    }),
  ];
}

export const managedAttemptFixture = (questions: ManagedQuestion[] = gradingQuestions(), over: Partial<ManagedAttempt> = {}): ManagedAttempt => ({
  attempt: managedSummaryFixture(),
  settings: { hasPassingScore: true, passingScorePercentage: 60, gradingMethod: 'HIGHEST', timeLimitInMinutes: null, isCheatDetectionEnabled: true },
  questions,
  events: [
    { type: 'STARTED', occurredAt: '2026-03-04T09:00:00.000Z', details: null },
    { type: 'TAB_HIDDEN', occurredAt: '2026-03-04T09:10:05.000Z', details: null },
    { type: 'SECOND_DEVICE', occurredAt: '2026-03-04T09:12:00.000Z', details: { deviceId: 'phone-1234' } },
    { type: 'SUBMITTED', occurredAt: '2026-03-04T09:25:00.000Z', details: null },
  ],
  ...over,
});

export const QUEUE = `courses/${COURSE}/exam-reviews`;
export const MANAGED = `courses/${COURSE}/exam-attempts/${ATTEMPT}/manage`;
