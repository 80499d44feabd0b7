import type { QuestionType } from '../tables';
import { readConventionTags } from './convention-tags';
import { protect, reveal } from './gift-escapes';
import { UnreadableFile, type ImportedQuestion, type ParsedFile, type SkippedQuestion } from './model';
import { categoryNameOf, formattedToHtml, plainTextOf, trueFalseWords } from './text';

/**
 * GIFT into questions (docs/design/exams-api.md "Bank", the mapping), read
 * the way Moodle reads it: questions are separated by blank lines, `//`
 * lines are comments (`// [tag:x]` tags the question), `::title::`, an
 * optional `[html]`/`[moodle]`/`[plain]`/`[markdown]` format, one `{...}`
 * answer part (text after it makes a missing-word question), `#feedback`,
 * `####general feedback`, `%n%` weights. Pure.
 */

class Skip extends Error {}

const GIFT_FORMATS: Record<string, string> = { html: 'html', moodle: 'moodle_auto_format', plain: 'plain', markdown: 'markdown' };

/** A leading `[format]` and the text after it. */
function splitFormat(text: string, fallback: string | undefined): { format: string | undefined; rest: string } {
  const match = /^\s*\[(html|moodle|plain|markdown)\]/.exec(text);
  return match ? { format: GIFT_FORMATS[match[1]!], rest: text.slice(match[0].length) } : { format: fallback, rest: text };
}

/** Protected GIFT text (placeholders in) as HTML of its format; an answer may name its own format. */
function html(text: string, format: string | undefined): string {
  const own = splitFormat(text, format);
  return formattedToHtml(reveal(own.rest).trim(), own.format);
}
const optionalHtml = (text: string | undefined, format: string | undefined) => (text === undefined || text.trim() === '' ? null : html(text, format));

/** `%n%` at the start of an answer: the weight (1 = full) and the rest. */
function weightOf(answer: string, fallback: number): { weight: number; rest: string } {
  const match = /^%(-?\d{1,3}(?:\.\d*)?)%/.exec(answer);
  return match ? { weight: Number(match[1]) / 100, rest: answer.slice(match[0].length) } : { weight: fallback, rest: answer };
}

/** Answers separated by `=` (Moodle drops an empty first one). */
const splitOnEquals = (text: string) => {
  const parts = text.split('=');
  if (parts[0]!.trim() === '') parts.shift();
  return parts.map((part) => part.trim());
};
const firstSplit = (text: string, separator: string): [string, string | undefined] => {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
};

const isFull = (weight: number) => weight >= 0.9999;

function choices(answerText: string, format: string | undefined) {
  const single = answerText.includes('=');
  const parts = answerText.replace(/=/g, '~=').split('~');
  if (parts[0]!.trim() === '') parts.shift();
  const answers = parts.map((raw) => {
    const part = raw.trim();
    const { weight, rest } = part.startsWith('=') ? { weight: 1, rest: part.slice(1) } : weightOf(part, 0);
    const [text, feedback] = firstSplit(rest, '#');
    return { stem: html(text, format), isCorrect: single ? isFull(weight) : weight > 0, explanation: optionalHtml(feedback, format) };
  });
  return { type: (single ? 'SINGLE_CHOICE' : 'MULTIPLE_CHOICE') as QuestionType, answers };
}

function numericKeys(answerText: string) {
  // What follows `~` is feedback for any other answer: it has no form here.
  const [accepted] = firstSplit(answerText.slice(1), '~');
  const keys = [];
  for (const part of splitOnEquals(accepted)) {
    const { weight, rest } = weightOf(part, 1);
    const value = reveal(firstSplit(rest, '#')[0]).trim();
    const range = /^(.+?)\.\.(.+)$/.exec(value);
    let numericValue: number;
    let tolerance: number;
    if (range) {
      const [low, high] = [Number(range[1]), Number(range[2])];
      numericValue = (low + high) / 2;
      tolerance = Math.abs(high - numericValue);
    } else {
      const [number, margin] = firstSplit(value, ':');
      numericValue = Number(number.trim());
      tolerance = margin === undefined ? 0 : Math.abs(Number(margin.trim()));
    }
    if (value === '' || !Number.isFinite(numericValue) || !Number.isFinite(tolerance)) throw new Skip(`"${value}" is not a number`);
    if (isFull(weight)) keys.push({ numericValue, tolerance });
  }
  return keys;
}

function matching(answerText: string, format: string | undefined) {
  return splitOnEquals(answerText).map((part) => {
    const [prompt, match] = firstSplit(part, '->');
    if (match === undefined) throw new Skip('each pair of a matching question is written "prompt -> response"');
    return { stem: html(prompt, format), matchText: reveal(match).trim() };
  });
}

function trueFalse(answerText: string, format: string | undefined, stem: string) {
  const [answer, wrongFeedback, rightFeedback] = answerText.split('#', 3) as [string, string?, string?];
  const saysTrue = ['T', 'TRUE'].includes(answer.trim().toUpperCase());
  const [yes, no] = trueFalseWords(stem);
  const right = optionalHtml(rightFeedback, format);
  const wrong = optionalHtml(wrongFeedback, format);
  return {
    type: 'TRUE_FALSE' as QuestionType,
    answers: [
      { stem: yes, isCorrect: saysTrue, explanation: saysTrue ? right : wrong },
      { stem: no, isCorrect: !saysTrue, explanation: saysTrue ? wrong : right },
    ],
  };
}

/** Accepted texts (full weight); partial-credit answers and their feedback have no form here. */
function acceptedTexts(answerText: string): string[] {
  return splitOnEquals(answerText).flatMap((part) => {
    const { weight, rest } = weightOf(part, 1);
    const text = reveal(firstSplit(rest, '#')[0]).trim();
    return isFull(weight) && text !== '' ? [text] : [];
  });
}

const isTrueFalse = (answerText: string) => ['T', 'TRUE', 'F', 'FALSE'].includes(firstSplit(answerText, '#')[0].trim().toUpperCase());

interface Block { text: string; tags: string[] }

/** One question block (comments gone, escapes protected) as a question; Skip with the reason otherwise. */
function readQuestion(block: Block, index: number, category: string | null, setName: (name: string) => void): ImportedQuestion {
  let text = block.text;
  let name = '';
  if (text.startsWith('::')) {
    const [title, rest] = firstSplit(text.slice(2), '::');
    if (rest !== undefined) {
      name = reveal(title).trim();
      text = rest.trim();
    }
  }
  const start = text.indexOf('{');
  const end = text.indexOf('}');
  if (!name) name = plainTextOf(reveal(start >= 0 ? text.slice(0, start) : text).replace(/^\s*\[\w+\]/, '')).slice(0, 60) || `#${index}`;
  setName(name.slice(0, 200));
  if (start < 0 && end < 0) throw new Skip('no answer part: a description is not a question');
  if (start < 0 || end < start) throw new Skip('the answer part has no matching { and }');
  if (text.indexOf('{', end) >= 0) throw new Skip('more than one answer part: GIFT has one blank per question');
  let answerText = text.slice(start + 1, end).trim();
  const after = text.slice(end + 1);
  const missingWord = after.trim() !== '';
  const { format, rest: before } = splitFormat(text.slice(0, start), undefined);
  let explanation: string | null = null;
  const general = answerText.lastIndexOf('####');
  if (general >= 0) {
    explanation = optionalHtml(answerText.slice(general + 4), format);
    answerText = answerText.slice(0, general).trim();
  }
  const stemWith = (gap: string) => html(`${before}${missingWord ? gap + after : ''}`, format);
  const conventions = readConventionTags(block.tags);
  const common = { explanation, difficulty: conventions.difficulty };
  const base = { index, name: name.slice(0, 200), category, tags: conventions.tags, children: [] };
  if (answerText === '') return { ...base, input: { type: 'ESSAY', stem: stemWith(' '), ...common } };
  if (answerText.startsWith('#')) return { ...base, input: { type: 'NUMERIC', stem: stemWith('_____'), answerKeys: numericKeys(answerText), ...common } };
  if (answerText.includes('~')) return { ...base, input: { ...choices(answerText, format), stem: stemWith('_____'), ...common } };
  if (answerText.includes('=') && answerText.includes('->')) {
    return { ...base, input: { type: 'MATCHING', stem: stemWith('_____'), answers: matching(answerText, format), ...common } };
  }
  if (isTrueFalse(answerText)) {
    const stem = stemWith('_____');
    return { ...base, input: { ...trueFalse(answerText, format, stem), stem, ...common } };
  }
  const texts = acceptedTexts(answerText);
  if (missingWord) {
    return { ...base, input: { type: 'FILL_IN_BLANKS', stem: stemWith('[[1]]'), answerKeys: texts.map((key) => ({ blank: 1, text: key })), ...common } };
  }
  return { ...base, input: { type: 'SHORT_ANSWER', stem: stemWith(''), answerKeys: texts.map((key) => ({ text: key })), ...common } };
}

/** The file's blocks: runs of non-blank lines; `//` lines are comments, `// [tag:x]` a tag of the block's question. */
function blocksOf(content: string): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let tags: string[] = [];
  const close = () => {
    const text = protect(lines.join('\n')).trim();
    if (text !== '') blocks.push({ text, tags });
    lines = [];
    tags = [];
  };
  for (const line of content.replace(/^\ufeff/, '').split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') { close(); continue; }
    if (trimmed.startsWith('//')) {
      const tag = /^\/\/\s*\[tag:([^\]]+)\]/.exec(trimmed)?.[1];
      if (tag) tags.push(tag.trim());
      continue;
    }
    lines.push(line);
  }
  close();
  return blocks;
}

/** GIFT into questions and the report of what was left out; UnreadableFile when nothing in it is GIFT. */
export function readGift(content: string): ParsedFile {
  const questions: ImportedQuestion[] = [];
  const skipped: SkippedQuestion[] = [];
  let category: string | null = null;
  let index = 0;
  for (const block of blocksOf(content)) {
    if (block.text.startsWith('$CATEGORY:')) {
      category = categoryNameOf(reveal(block.text.slice('$CATEGORY:'.length)).split('\n')[0]!);
      continue;
    }
    index += 1;
    let name = `#${index}`;
    try {
      questions.push(readQuestion(block, index, category, (read) => { name = read; }));
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      skipped.push({ index, name, reason: error.message });
    }
  }
  if (!questions.length && !skipped.some((entry) => !entry.reason.startsWith('no answer part'))) {
    throw new UnreadableFile('No GIFT question found (a question has an answer part in braces: {=right ~wrong})');
  }
  return { questions, skipped };
}
