// The instructors' side of the exams API (docs/design/exams-api.md, "Review"),
// as the generated client types it: one source for the shapes.
import type { operations } from '@halaqa/api-client';

type Answer<O extends keyof operations> =
  operations[O]['responses'] extends { 200: { content: { 'application/json': infer Body } } } ? Body : never;
type Body<O extends keyof operations> = operations[O] extends { requestBody: { content: { 'application/json': infer Sent } } } ? Sent
  : operations[O] extends { requestBody?: { content: { 'application/json': infer Sent } } } ? Sent : never;

type ReviewQueuePage = Answer<'listExamReviewQueue'>;
/** An attempt as the instructor lists it: who, which exam, when finished, what is left to review. */
export type ManagedAttemptSummary = ReviewQueuePage['data'][number];
/** One attempt with everything: answers, files, correct answers, grades, reviews, rubrics and events. */
export type ManagedAttempt = Answer<'getManagedExamAttempt'>;
export type ManagedQuestion = ManagedAttempt['questions'][number];
export type ManagedRubric = NonNullable<ManagedQuestion['rubric']>;
export type AttemptEvent = ManagedAttempt['events'][number];
export type AnswerFile = ManagedQuestion['responseMedia'][number];
export type ReviewBody = Body<'reviewExamAnswer'>;
/** approve, reject and cancel take the same body and answer the attempt. */
export type AttemptDecision = 'approve' | 'reject' | 'cancel';
