import type { Question, QuestionChild, QuestionChildInput, QuestionInput } from './types';

/** A stored question as the input that would write it again (a copy; the interchange's round trips). */
function childInputOf(question: QuestionChild): QuestionChildInput {
  return {
    type: question.type,
    stem: question.stem,
    explanation: question.explanation,
    difficulty: question.difficulty,
    categoryId: question.categoryId,
    learningOutcome: question.learningOutcome,
    tagIds: question.tags.map((tag) => tag.id),
    rubricId: question.rubricId,
    answers: question.answers.map(({ stem, matchText, isCorrect, explanation }) => ({ stem, matchText, isCorrect, explanation })),
    answerKeys: question.answerKeys.map(({ blank, text, numericValue, tolerance }) => ({ blank, text, numericValue, tolerance })),
  };
}

export function questionInputOf(question: Question): QuestionInput {
  return { ...childInputOf(question), children: question.children.map(childInputOf) };
}
