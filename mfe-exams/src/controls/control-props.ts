import type { AnswerFeedback, AttemptQuestion, ExamResponse } from '../api/types';

/** What every answer control gets from the question card. */
export interface ControlProps {
  question: AttemptQuestion;
  response: ExamResponse | null;
  /** A new answer; `typing` waits for a pause before it is saved. */
  onChange(response: ExamResponse | null, typing: boolean): void;
  disabled: boolean;
  /** Ids of the question's number and stem: the name of the control's group. */
  labelledBy: string;
  /** After "check answer" (instant feedback): the correct options are marked. */
  feedback?: AnswerFeedback;
  /** The attempt, for uploads. */
  attempt: { courseId: number; examAttemptId: number };
}

/** The field of a response, when it is of that shape. */
export function field<Key extends string, Value>(response: ExamResponse | null, key: Key): Value | null {
  return response && key in response ? (response as unknown as Record<Key, Value>)[key] : null;
}
