import { sanitizeRichText } from '../../../core/rich-text';
import type { DIFFICULTIES } from '../tables';
import type { RuleQuestion } from './question-rules';
import type { QuestionChildInput, QuestionInput } from './types';

/**
 * A question input as it will be stored: rich text sanitized (stems,
 * explanations, option texts), plain texts trimmed, absent fields null. The
 * rules (question-rules.ts) judge this form, so what is checked is what is saved.
 */
export interface NormalizedQuestion extends RuleQuestion {
  explanation: string | null;
  difficulty: (typeof DIFFICULTIES)[number] | null;
  categoryId: number | null;
  learningOutcome: string | null;
  tagIds: number[];
  answers: Array<RuleQuestion['answers'][number] & { explanation: string | null }>;
  children: NormalizedQuestion[];
}

const optionalRichText = (html: string | null | undefined) => {
  const clean = typeof html === 'string' ? sanitizeRichText(html) : '';
  return clean === '' ? null : clean;
};
const optionalText = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function normalizeOne(input: QuestionChildInput, children: QuestionChildInput[]): NormalizedQuestion {
  return {
    type: input.type,
    stem: sanitizeRichText(input.stem),
    explanation: optionalRichText(input.explanation),
    difficulty: input.difficulty ?? null,
    categoryId: input.categoryId ?? null,
    learningOutcome: optionalText(input.learningOutcome),
    tagIds: input.tagIds ?? [],
    rubricId: input.rubricId ?? null,
    answers: (input.answers ?? []).map((answer) => ({
      stem: sanitizeRichText(answer.stem),
      matchText: optionalText(answer.matchText),
      isCorrect: answer.isCorrect ?? false,
      explanation: optionalRichText(answer.explanation),
    })),
    answerKeys: (input.answerKeys ?? []).map((key) => ({
      blank: key.blank ?? null,
      text: typeof key.text === 'string' ? key.text.trim().normalize('NFC') : null,
      numericValue: key.numericValue ?? null,
      // A numeric key's tolerance defaults to exact; other keys carry none.
      tolerance: key.tolerance ?? (key.numericValue !== undefined && key.numericValue !== null ? 0 : null),
    })),
    children: children.map((child) => normalizeOne(child, [])),
  };
}

export function normalizeQuestion(input: QuestionInput): NormalizedQuestion {
  return normalizeOne(input, input.children ?? []);
}
