import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { QuestionType } from '../tables';
import { readConventionTags } from './convention-tags';
import { UnreadableFile, type ImportedQuestion, type ParsedFile, type SkippedQuestion } from './model';
import { categoryNameOf, decodeEntities, formattedToHtml, plainTextOf, trueFalseWords } from './text';

/**
 * Moodle XML into questions (docs/design/exams-api.md "Bank", the mapping).
 * Pure. A question Moodle has and Halaqa has no form for is reported with
 * its reason; what is read is judged later by the bank's own rules.
 */

type Node = Record<string, unknown>;

const LISTS = new Set(['question', 'answer', 'subquestion', 'tag']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Character references (&#1575;, &#x628;) are XML; without this only the five named entities are read.
  htmlEntities: true,
  isArray: (name) => LISTS.has(name),
});

const asNode = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? value as Node : {});
const asList = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value === undefined ? [] : [asNode(value)]);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** An element's `<text>` (or its own text), with the format it declares. */
function textOf(value: unknown): { text: string; format: string | undefined } {
  if (typeof value === 'string') return { text: value, format: undefined };
  const node = asNode(value);
  const inner = node.text;
  const text = typeof inner === 'string' ? inner : str(asNode(inner)['#text']) || str(node['#text']);
  return { text, format: str(node['@_format']) || undefined };
}

const htmlOf = (value: unknown) => {
  const { text, format } = textOf(value);
  return text.trim() === '' ? null : formattedToHtml(text, format);
};
const fractionOf = (answer: Node) => Number.parseFloat(str(answer['@_fraction']) || '0');
/** Full marks: Moodle writes 100 (or 100.0000000); anything from 99.99 on is full. */
const isFull = (fraction: number) => fraction >= 99.99;

class Skip extends Error {}

function choices(question: Node) {
  const single = ['true', '1'].includes(str(question.single).trim().toLowerCase());
  const answers = asList(question.answer).map((answer) => ({
    stem: htmlOf(answer) ?? '',
    isCorrect: single ? isFull(fractionOf(answer)) : fractionOf(answer) > 0,
    explanation: htmlOf(answer.feedback),
  }));
  return { type: (single ? 'SINGLE_CHOICE' : 'MULTIPLE_CHOICE') as QuestionType, answers };
}

function trueFalse(question: Node, stem: string) {
  const [yes, no] = trueFalseWords(stem);
  const answers = asList(question.answer);
  const find = (word: string) => answers.find((answer) => textOf(answer).text.trim().toLowerCase() === word);
  const right = find('true');
  const wrong = find('false');
  if (!right || !wrong) throw new Skip('a true/false question needs a "true" and a "false" answer');
  return {
    type: 'TRUE_FALSE' as QuestionType,
    answers: [
      { stem: yes, isCorrect: isFull(fractionOf(right)), explanation: htmlOf(right.feedback) },
      { stem: no, isCorrect: isFull(fractionOf(wrong)), explanation: htmlOf(wrong.feedback) },
    ],
  };
}

/** Accepted answers only (full marks): partial-credit answers have no form here. */
function shortAnswerKeys(question: Node) {
  return asList(question.answer).filter((answer) => isFull(fractionOf(answer)))
    .map((answer) => textOf(answer).text.trim()).filter((text) => text !== '' && text !== '*')
    .map((text) => ({ text }));
}

function numericKeys(question: Node) {
  const keys = [];
  for (const answer of asList(question.answer).filter((candidate) => isFull(fractionOf(candidate)))) {
    const text = textOf(answer).text.trim();
    if (text === '*' || text === '') continue;
    const value = Number(text);
    const tolerance = Number(str(answer.tolerance).trim() || '0');
    if (!Number.isFinite(value) || !Number.isFinite(tolerance)) throw new Skip(`"${text}" is not a number`);
    keys.push({ numericValue: value, tolerance: Math.abs(tolerance) });
  }
  return keys;
}

/** Moodle's distractors (responses without a prompt) have no form here: only prompts with their responses are kept. */
function matching(question: Node) {
  return asList(question.subquestion).flatMap((sub) => {
    const prompt = htmlOf(sub);
    const match = textOf(asList(sub.answer)[0]).text.trim();
    return prompt === null ? [] : [{ stem: prompt, matchText: match }];
  });
}

/** Moodle's ordering keeps each item's correct position in its fraction. */
function ordering(question: Node) {
  return asList(question.answer)
    .map((answer, order) => ({ answer, order, position: fractionOf(answer) }))
    .sort((a, b) => a.position - b.position || a.order - b.order)
    .map(({ answer }) => ({ stem: htmlOf(answer) ?? '', explanation: htmlOf(answer.feedback) }));
}

const CLOZE_BLANK = /\{(\d*):(SHORTANSWER_C|SHORTANSWER|SAC|SA|MWC|MW|[A-Z_]+):((?:\\.|[^\\}])*)\}/g;

/** A cloze's `{1:SHORTANSWER:=a~%100%b#fb~%50%c}`: the texts with full marks (feedback and partial credit have no form here). */
function clozeKeys(body: string): string[] {
  return body.split(/(?<!\\)~/).flatMap((part) => {
    const match = /^(=|%(-?\d+(?:\.\d+)?)%)?((?:\\.|[^\\#])*)/.exec(part.trim());
    if (!match) return [];
    const full = match[1] === '=' || (match[2] !== undefined && isFull(Number(match[2])));
    const text = decodeEntities(match[3]!.replace(/\\(.)/g, '$1')).trim();
    return full && text !== '' && text !== '*' ? [text] : [];
  });
}

function cloze(stemSource: { text: string; format: string | undefined }) {
  const keys: Array<{ blank: number; text: string }> = [];
  let blank = 0;
  const text = stemSource.text.replace(CLOZE_BLANK, (_whole, _weight: string, kind: string, body: string) => {
    if (!/^(SHORTANSWER(_C)?|SAC?|MWC?)$/.test(kind)) throw new Skip(`a cloze part of type ${kind} has no form here (only short-answer blanks)`);
    blank += 1;
    for (const key of clozeKeys(body)) keys.push({ blank, text: key });
    return `[[${blank}]]`;
  });
  if (!blank) throw new Skip('a cloze question without blanks');
  return { stem: formattedToHtml(text, stemSource.format), keys };
}

const UPLOAD_TYPES: readonly QuestionType[] = ['FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING'];

/** One `<question>` (not a category) as a question, or Skip with the reason. */
function readOne(question: Node, index: number, category: string | null): ImportedQuestion & { caseNumber: number | null } {
  const moodleType = str(question['@_type']);
  const name = plainTextOf(textOf(question.name).text).slice(0, 200) || `#${index}`;
  const conventions = readConventionTags(asList(asNode(question.tags).tag).map((tag) => textOf(tag).text));
  const stemSource = textOf(question.questiontext);
  let stem = formattedToHtml(stemSource.text, stemSource.format);
  const base = {
    index, name, category, tags: conventions.tags, children: [], caseNumber: conventions.caseNumber,
  };
  const common = { explanation: htmlOf(question.generalfeedback), difficulty: conventions.difficulty };
  let input: ImportedQuestion['input'];
  switch (moodleType) {
    case 'multichoice':
      input = { ...choices(question), stem, ...common };
      break;
    case 'truefalse':
      input = { ...trueFalse(question, stem), stem, ...common };
      break;
    case 'shortanswer':
      input = { type: 'SHORT_ANSWER', stem, answerKeys: shortAnswerKeys(question), ...common };
      break;
    case 'numerical':
      input = { type: 'NUMERIC', stem, answerKeys: numericKeys(question), ...common };
      break;
    case 'match': case 'matching':
      input = { type: 'MATCHING', stem, answers: matching(question), ...common };
      break;
    case 'ordering':
      input = { type: 'ORDERING', stem, answers: ordering(question), ...common };
      break;
    case 'essay': {
      // Attachments only: a file question, unless the tag says which recording it was.
      const uploads = str(question.responseformat).trim() === 'noinline';
      const type = conventions.type && UPLOAD_TYPES.includes(conventions.type) ? conventions.type : uploads ? 'FILE_UPLOAD' : 'ESSAY';
      input = { type, stem, ...common };
      break;
    }
    case 'cloze': case 'multianswer': {
      const read = cloze(stemSource);
      stem = read.stem;
      input = { type: 'FILL_IN_BLANKS', stem, answerKeys: read.keys, ...common };
      break;
    }
    case 'description':
      if (conventions.caseNumber === null) throw new Skip('a description without questions is not a question');
      input = { type: 'CASE', stem, ...common };
      break;
    default:
      throw new Skip(`Moodle's ${moodleType || 'unknown'} questions have no form here`);
  }
  return { ...base, input };
}

/** Moodle XML into questions and the report of what was left out; UnreadableFile when it is not a Moodle XML quiz. */
export function readMoodleXml(file: string): ParsedFile {
  const content = file.replace(/^\ufeff/, '');
  // No document type: entity definitions are a way to blow a small file up, and Moodle never writes one.
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) throw new UnreadableFile('A document type declaration is not accepted');
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw new UnreadableFile(`Not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const quiz = asNode(parser.parse(content) as unknown).quiz;
  if (quiz === undefined) throw new UnreadableFile('Not a Moodle XML quiz (no <quiz> element)');
  const questions: ImportedQuestion[] = [];
  const skipped: SkippedQuestion[] = [];
  const cases = new Map<number, ImportedQuestion>();
  let category: string | null = null;
  let index = 0;
  for (const question of asList(asNode(quiz).question)) {
    if (str(question['@_type']) === 'category') {
      category = categoryNameOf(textOf(asNode(question.category)).text);
      continue;
    }
    index += 1;
    try {
      const { caseNumber, ...read } = readOne(question, index, category);
      const parent = caseNumber !== null && read.input.type !== 'CASE' ? cases.get(caseNumber) : undefined;
      if (parent) parent.children.push(read);
      else questions.push(read);
      if (read.input.type === 'CASE') cases.set(caseNumber!, read);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      skipped.push({ index, name: plainTextOf(textOf(question.name).text).slice(0, 200) || `#${index}`, reason: error.message });
    }
  }
  return { questions, skipped };
}

