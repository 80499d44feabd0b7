import type { ContentType } from '../progress/content-types';
import type { Audience, QuestionInput } from './subsection-dto';

/**
 * What a subsection will be once a create or a change is applied: the shape
 * rules of docs/design/course-player-api.md "Authoring calls" are checked on
 * this whole state, so a change is judged with the fields it leaves as they were.
 */
export interface SubsectionState {
  contentType: ContentType | null;
  body: string | null;
  fileMediaId: number | null;
  onlineLectureId: number | null;
  onCampusLectureId: number | null;
  /** How many questions it will have (the new questionnaire's, or the stored count). */
  questionCount: number;
  availableFrom: Date | null;
  availableTo: Date | null;
  audience: Audience;
  audienceStudentIds: readonly number[];
  audienceGroupIds: readonly number[];
}

/** Why a questionnaire cannot be saved, or null: each question needs two answers or more, exactly one right. */
export function questionnaireProblem(questions: readonly QuestionInput[]): string | null {
  if (!questions.length) return 'A questionnaire needs at least one question';
  for (const [index, question] of questions.entries()) {
    if (question.answers.length < 2) return `Question ${index + 1} needs at least two answers`;
    const correct = question.answers.filter((answer) => answer.isCorrect).length;
    if (correct !== 1) return `Question ${index + 1} needs exactly one correct answer (it has ${correct})`;
  }
  return null;
}

/** Why the subsection would be inconsistent, or null. `questionnaire`: the questions the change gives, if it gives any. */
export function subsectionProblem(state: SubsectionState, questionnaire?: readonly QuestionInput[]): string | null {
  const type = state.contentType;
  if (state.fileMediaId !== null && type !== 'FILE') return 'fileMediaId is only for a FILE subsection';
  if (type === 'FILE' && state.fileMediaId === null) return 'A FILE subsection needs fileMediaId';
  if (type === 'TEXT' && !state.body?.trim()) return 'A TEXT subsection needs a body';
  if (questionnaire !== undefined && type !== 'QUESTIONNAIRE') return 'questionnaire is only for a QUESTIONNAIRE subsection';
  if (type === 'QUESTIONNAIRE') {
    const problem = questionnaire !== undefined ? questionnaireProblem(questionnaire) : null;
    if (problem) return problem;
    if (state.questionCount < 1) return 'A QUESTIONNAIRE subsection needs questionnaire (at least one question)';
  }
  if (state.onlineLectureId !== null && type !== 'ONLINE_LECTURE') return 'onlineLectureId is only for an ONLINE_LECTURE subsection';
  if (type === 'ONLINE_LECTURE' && state.onlineLectureId === null) return 'An ONLINE_LECTURE subsection needs onlineLectureId';
  if (state.onCampusLectureId !== null && type !== 'ON_CAMPUS_LECTURE') return 'onCampusLectureId is only for an ON_CAMPUS_LECTURE subsection';
  if (type === 'ON_CAMPUS_LECTURE' && state.onCampusLectureId === null) return 'An ON_CAMPUS_LECTURE subsection needs onCampusLectureId';
  if (state.availableFrom && state.availableTo && state.availableFrom >= state.availableTo) return 'availableFrom must be before availableTo';
  return audienceProblem(state);
}

function audienceProblem({ audience, audienceStudentIds, audienceGroupIds }: SubsectionState): string | null {
  if (audience !== 'SPECIFIC_STUDENTS' && audienceStudentIds.length) return 'audienceStudentIds are only for audience SPECIFIC_STUDENTS';
  if (audience !== 'SPECIFIC_GROUPS' && audienceGroupIds.length) return 'audienceGroupIds are only for audience SPECIFIC_GROUPS';
  if (audience === 'SPECIFIC_STUDENTS' && !audienceStudentIds.length) return 'Audience SPECIFIC_STUDENTS needs audienceStudentIds';
  if (audience === 'SPECIFIC_GROUPS' && !audienceGroupIds.length) return 'Audience SPECIFIC_GROUPS needs audienceGroupIds';
  return null;
}
