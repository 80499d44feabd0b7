// The member's side of the exams API (docs/design/exams-api.md, "Member
// calls"), as the generated client types it: one source for the shapes.
import type { operations } from '@halaqa/api-client';

/** The JSON body of an operation's success answer (200, else 201). */
type Answer<O extends keyof operations> =
  operations[O]['responses'] extends { 200: { content: { 'application/json': infer Body } } } ? Body
    : operations[O]['responses'] extends { 201: { content: { 'application/json': infer Body } } } ? Body : never;
/** The JSON body an operation takes. */
type Body<O extends keyof operations> = operations[O] extends { requestBody: { content: { 'application/json': infer Sent } } } ? Sent
  : operations[O] extends { requestBody?: { content: { 'application/json': infer Sent } } } ? Sent : never;

type ExamList = Answer<'listMyExams'>;
export type ExamListItem = ExamList['data'][number];
export type ExamLanding = Answer<'getExamLanding'>;
export type ExamSettings = ExamLanding['exam']['settings'];
export type AttemptSummary = ExamLanding['previous'][number];
export type AttemptView = Answer<'getExamAttempt'>;
export type AttemptInfo = AttemptView['attempt'];
export type NavigatorEntry = AttemptView['navigator'][number];
export type AttemptQuestion = AttemptView['questions'][number];
export type QuestionType = AttemptQuestion['type'];
/** A saved answer; options are named by their index in the attempt's shown order. */
export type ExamResponse = NonNullable<AttemptQuestion['response']>;
export type AnswerFeedback = Answer<'checkExamAnswer'>;
export type CorrectAnswer = NonNullable<AnswerFeedback['correct']>;
export type SaveBody = Body<'saveExamAnswer'>;
/** What the member's browser reports with cheat detection on. */
export type ClientEventType = Body<'recordExamAttemptEvent'>['type'];
export type AttemptReview = Answer<'getExamAttemptReview'>;
export type ReviewedQuestion = AttemptReview['questions'][number];

/** A finished upload the member answers with (the media module's file). */
export interface UploadedFile {
  id: number;
  fileName: string;
  mime: string;
}
