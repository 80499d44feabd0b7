import { blanksOf } from '../bank/question-rules';
import type { Question } from '../bank/types';
import { difficultyTag } from './convention-tags';
import { escapeGift } from './gift-escapes';
import type { SkippedQuestion, WrittenFile } from './model';
import { categoryPathOf, moodleNumber, nameOf, trueIndexOf } from './text';

/**
 * The bank as GIFT (docs/design/exams-api.md "Bank", the mapping), written
 * the way Moodle writes it, stems as `[html]`. Ordering, several blanks,
 * cases and file or recording questions have no GIFT form: they are left
 * out and reported (and named in a comment at the top of the file).
 */

const NO_FORM: Partial<Record<Question['type'], string>> = {
  ORDERING: 'ordering questions have no GIFT form',
  CASE: 'case questions (a passage with its questions) have no GIFT form',
  FILE_UPLOAD: 'file upload questions have no GIFT form',
  AUDIO_RECORDING: 'audio recording questions have no GIFT form',
  VIDEO_RECORDING: 'video recording questions have no GIFT form',
};

const feedback = (text: string | null, marker = '#') => (text ? `${marker}${escapeGift(text)}` : '');
const general = (question: Question) => (question.explanation ? `\t####${escapeGift(question.explanation)}\n` : '');

function choiceAnswers(question: Question): string {
  const single = question.type === 'SINGLE_CHOICE';
  const correct = question.answers.filter((answer) => answer.isCorrect).length;
  const wrong = question.answers.length - correct;
  return question.answers.map((answer) => {
    // Moodle reads any `=` as single choice: multiple choice weighs every option instead.
    const mark = single
      ? (answer.isCorrect ? '=' : '~')
      : `~%${moodleNumber(answer.isCorrect ? 100 / correct : wrong ? -100 / wrong : 0)}%`;
    return `\t${mark}${escapeGift(answer.stem)}${feedback(answer.explanation)}\n`;
  }).join('');
}

function trueFalse(question: Question): string {
  const trueIndex = trueIndexOf(question.answers);
  const isTrue = question.answers[trueIndex]!.isCorrect;
  const right = question.answers.find((answer) => answer.isCorrect)?.explanation ?? null;
  const wrong = question.answers.find((answer) => !answer.isCorrect)?.explanation ?? null;
  // Moodle's order: the feedback for a wrong answer, then for the right one.
  const feedbacks = wrong || right ? `#${wrong ? escapeGift(wrong) : ''}${right ? `#${escapeGift(right)}` : ''}` : '';
  return `{${isTrue ? 'TRUE' : 'FALSE'}${feedbacks}${question.explanation ? `####${escapeGift(question.explanation)}` : ''}}`;
}

/** The answer part in braces, or why the question cannot be written. */
function answerPart(question: Question): string | { reason: string } {
  switch (question.type) {
    case 'SINGLE_CHOICE': case 'MULTIPLE_CHOICE':
      return `{\n${choiceAnswers(question)}${general(question)}}`;
    case 'TRUE_FALSE':
      return trueFalse(question);
    case 'SHORT_ANSWER':
    case 'FILL_IN_BLANKS':
      if (question.answerKeys.some((key) => (key.text ?? '').includes('->'))) return { reason: 'an accepted answer with "->" reads as a matching pair in GIFT' };
      return `{\n${question.answerKeys.map((key) => `\t=${escapeGift(key.text ?? '')}\n`).join('')}${general(question)}}`;
    case 'NUMERIC':
      return `{#\n${question.answerKeys.map((key) => `\t=${key.numericValue ?? 0}:${key.tolerance ?? 0}\n`).join('')}${general(question)}}`;
    case 'MATCHING':
      return `{\n${question.answers.map((answer) => `\t=${escapeGift(answer.stem)} -> ${escapeGift(answer.matchText ?? '')}\n`).join('')}${general(question)}}`;
    case 'ESSAY':
      return `{${question.explanation ? `####${escapeGift(question.explanation)}` : ''}}`;
    default:
      return { reason: NO_FORM[question.type] ?? 'no GIFT form' };
  }
}

function questionText(question: Question): string | { reason: string } {
  const part = answerPart(question);
  if (typeof part !== 'string') return part;
  if (question.type !== 'FILL_IN_BLANKS') return `[html]${escapeGift(question.stem)}${part}`;
  if (Math.max(...blanksOf(question.stem)) !== 1) return { reason: 'several blanks have no GIFT form (one blank is a missing word)' };
  const [before, after = ''] = question.stem.split('[[1]]');
  // A missing word needs text after its braces: an empty HTML comment stands in when the blank ends the stem.
  return `[html]${escapeGift(before!)}${part}${escapeGift(after.trim() === '' ? `${after}<!-- -->` : after)}`;
}

const safeComment = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Top-level questions as a GIFT file; a category line before each change of category. */
export function writeGift(questions: Question[]): WrittenFile {
  const skipped: SkippedQuestion[] = [];
  const blocks: string[] = [];
  let category: string | null = null;
  for (const [position, question] of questions.entries()) {
    const text = questionText(question);
    if (typeof text !== 'string') {
      skipped.push({ index: position + 1, name: nameOf(question), reason: text.reason });
      continue;
    }
    const name = question.category?.name ?? null;
    if (name !== category) blocks.push(`$CATEGORY: ${name === null ? '$course$/top' : safeComment(categoryPathOf(name))}\n`);
    category = name;
    const tags = [...question.tags.map((tag) => tag.name), ...(question.difficulty ? [difficultyTag(question.difficulty)] : [])]
      .filter((tag) => !/[\]\r\n]/.test(tag));
    blocks.push(`// question: ${question.id}  name: ${safeComment(nameOf(question))}\n${tags.map((tag) => `// [tag:${tag}]\n`).join('')}`
      + `::${escapeGift(nameOf(question))}::${text}\n`);
  }
  const header = skipped.map((entry) => `// Not exported: question ${entry.index} (${safeComment(entry.name)}): ${entry.reason}\n`).join('');
  return { content: `${header}${header ? '\n' : ''}${blocks.join('\n')}`, skipped };
}
