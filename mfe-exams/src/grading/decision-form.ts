import { object, string } from 'yup';
import type { AttemptDecision } from '../api/review-types';

/** The API keeps a decision's note to 2,000 characters (plain text, told to the member). */
const DECISION_NOTE_MAX = 2_000;

/**
 * A decision's note: optional when approving; a rejection or a cancellation
 * says why to the member. Messages are i18n keys with their namespace.
 */
export const decisionSchemaOf = (decision: AttemptDecision) => object({
  note: decision === 'approve'
    ? string().trim().max(DECISION_NOTE_MAX, `mfe-exams-grading:grading.decision.dialog.noteTooLong|${DECISION_NOTE_MAX}`)
    : string().trim().required('mfe-exams-grading:grading.decision.dialog.noteRequired')
      .max(DECISION_NOTE_MAX, `mfe-exams-grading:grading.decision.dialog.noteTooLong|${DECISION_NOTE_MAX}`),
});
