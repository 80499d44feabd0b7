import type { AttemptQuestion, ExamResponse, NavigatorEntry } from '../api/types';
import type { StoredEntry } from '../offline/outbox';

/** Whether a response says anything: null, no choice, empty text or blanks and no files are no answer. */
export function hasAnswer(response: ExamResponse | null | undefined): boolean {
  if (!response) return false;
  if ('choice' in response) return true;
  if ('choices' in response) return response.choices.length > 0;
  if ('text' in response) return response.text.trim() !== '';
  if ('value' in response) return Number.isFinite(response.value);
  if ('blanks' in response) return response.blanks.some((blank) => blank.trim() !== '');
  if ('pairs' in response) return response.pairs.length > 0;
  if ('order' in response) return response.order.length > 0;
  if ('html' in response) return response.html.replace(/<[^>]*>/g, '').trim() !== '';
  return response.mediaIds.length > 0;
}

/** What the member sees of each question: the server's answer, unless this browser still holds a newer one to send. */
export interface LocalAnswers {
  responses: Map<number, ExamResponse | null>;
  flags: Map<number, boolean>;
}

/**
 * Merges what waits in the outbox over what the server answered: a queued
 * answer with a higher sequence than the server's is the member's latest
 * (saved in this browser while offline, or just before a reload); a queued
 * flag is the latest flag.
 */
export function mergeQueued(questions: readonly AttemptQuestion[], queued: readonly StoredEntry[], into?: LocalAnswers): LocalAnswers {
  const responses = new Map(into?.responses);
  const flags = new Map(into?.flags);
  const byId = new Map(questions.map((question) => [question.attemptQuestionId, question]));
  for (const question of questions) {
    responses.set(question.attemptQuestionId, question.response);
    flags.set(question.attemptQuestionId, question.flagged);
  }
  for (const entry of queued) {
    const question = byId.get(entry.attemptQuestionId);
    if (!question) continue;
    if (entry.kind === 'answer' && entry.sequence > question.sequence) responses.set(entry.attemptQuestionId, entry.response);
    if (entry.kind === 'flag') flags.set(entry.attemptQuestionId, entry.flagged);
  }
  return { responses, flags };
}

/** The questions that take an answer (a case's passage does not). */
const answerable = (question: AttemptQuestion) => question.type !== 'CASE';

/**
 * A page of the navigator as this browser knows it: answered when every
 * question of it that this browser has seen is answered (the server's mark
 * for pages not seen here), flagged when one of them is.
 */
export function pageMarks(entry: NavigatorEntry, known: ReadonlyMap<number, AttemptQuestion>, answers: LocalAnswers): { answered: boolean; flagged: boolean } {
  const seen = entry.attemptQuestionIds.map((id) => known.get(id)).filter((question): question is AttemptQuestion => question !== undefined);
  const asked = seen.filter(answerable);
  const answered = asked.length > 0 ? asked.every((question) => hasAnswer(answers.responses.get(question.attemptQuestionId))) : entry.answered;
  const flagged = seen.length > 0 ? seen.some((question) => answers.flags.get(question.attemptQuestionId) === true) : entry.flagged;
  return { answered, flagged };
}

/** Pages count from 0 on the server; people count from 1: "3" for the question of page 2, "3.2" for the second question of its case. */
export function questionNumber(question: AttemptQuestion, siblings: readonly AttemptQuestion[]): string {
  if (question.parentId === null) return String(question.page + 1);
  const children = siblings.filter((other) => other.parentId === question.parentId).sort((a, b) => a.position - b.position);
  return `${question.page + 1}.${children.findIndex((child) => child.attemptQuestionId === question.attemptQuestionId) + 1}`;
}
