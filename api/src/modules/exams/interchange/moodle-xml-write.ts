import type { Question, QuestionChild } from '../bank/types';
import { caseTag, difficultyTag, typeTag } from './convention-tags';
import type { WrittenFile } from './model';
import { categoryPathOf, escapeHtmlText, moodleNumber, nameOf, trueIndexOf } from './text';

/**
 * The bank as Moodle XML (docs/design/exams-api.md "Bank", the mapping):
 * what Moodle imports as it is, and what it has no field for carried in
 * tags (convention-tags.ts) so that importing the file here again gives the
 * same questions. Every type has a form here: nothing is skipped.
 */

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Rich text as CDATA: a `]]>` inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const htmlText = (tag: string, html: string | null, indent = '    ') =>
  `${indent}<${tag} format="html">\n${indent}  <text>${html ? cdata(html) : ''}</text>\n${indent}</${tag}>\n`;
const plain = (tag: string, value: string | number, indent = '    ') => `${indent}<${tag}>${escapeXml(String(value))}</${tag}>\n`;

function tagsXml(tags: string[]): string {
  if (!tags.length) return '';
  return `    <tags>\n${tags.map((tag) => `      <tag><text>${escapeXml(tag)}</text></tag>\n`).join('')}    </tags>\n`;
}

function answerXml(fraction: string, text: string, feedback: string | null, format: 'html' | 'moodle_auto_format', extra = ''): string {
  const body = format === 'html' ? cdata(text) : escapeXml(text);
  return `    <answer fraction="${fraction}" format="${format}">\n      <text>${body}</text>\n${extra}`
    + `      <feedback format="html">\n        <text>${feedback ? cdata(feedback) : ''}</text>\n      </feedback>\n    </answer>\n`;
}

/** Moodle's cloze answer text: HTML-escaped (it sits in the question's HTML), then its own specials escaped. */
const clozeText = (text: string) => escapeHtmlText(text).replace(/[\\}#~/"]/g, (char) => `\\${char}`);

/** A FILL_IN_BLANKS stem with each [[n]] as `{1:SHORTANSWER:=a~=b}`. */
function clozeStem(question: QuestionChild): string {
  return question.stem.replace(/\[\[(\d{1,3})\]\]/g, (_whole, blank: string) => {
    const keys = question.answerKeys.filter((key) => key.blank === Number(blank)).map((key) => `=${clozeText(key.text ?? '')}`);
    return `{1:SHORTANSWER:${keys.join('~')}}`;
  });
}

function choiceBody(question: QuestionChild): string {
  const correct = question.answers.filter((answer) => answer.isCorrect).length;
  const wrong = question.answers.length - correct;
  const single = question.type === 'SINGLE_CHOICE';
  let out = plain('single', single ? 'true' : 'false') + plain('shuffleanswers', 'true') + plain('answernumbering', 'abc')
    + plain('showstandardinstruction', 0);
  for (const answer of question.answers) {
    // Multiple choice: the correct options share 100 %; the wrong ones take it back, so choosing everything earns nothing.
    const fraction = answer.isCorrect ? (single ? '100' : moodleNumber(100 / correct)) : (single || !wrong ? '0' : moodleNumber(-100 / wrong));
    out += answerXml(fraction, answer.stem, answer.explanation, 'html');
  }
  return out;
}

function trueFalseBody(question: QuestionChild): string {
  const trueIndex = trueIndexOf(question.answers);
  const yes = question.answers[trueIndex]!;
  const no = question.answers[1 - trueIndex]!;
  return answerXml(yes.isCorrect ? '100' : '0', 'true', yes.explanation, 'moodle_auto_format')
    + answerXml(no.isCorrect ? '100' : '0', 'false', no.explanation, 'moodle_auto_format');
}

/** File and recording answers are Moodle essays with attachments only; their type rides in a tag. */
function essayBody(question: QuestionChild): string {
  const uploads = question.type !== 'ESSAY';
  const fileTypes = question.type === 'AUDIO_RECORDING' ? 'audio' : question.type === 'VIDEO_RECORDING' ? 'video' : '';
  return plain('responseformat', uploads ? 'noinline' : 'editor') + plain('responserequired', uploads ? 0 : 1)
    + plain('responsefieldlines', 10) + plain('attachments', uploads ? 5 : 0) + plain('attachmentsrequired', uploads ? 1 : 0)
    + plain('maxbytes', 0) + plain('filetypeslist', fileTypes)
    + htmlText('graderinfo', null) + htmlText('responsetemplate', null);
}

function bodyOf(question: QuestionChild): string {
  switch (question.type) {
    case 'SINGLE_CHOICE': case 'MULTIPLE_CHOICE':
      return choiceBody(question);
    case 'TRUE_FALSE':
      return trueFalseBody(question);
    case 'SHORT_ANSWER':
      return plain('usecase', 0) + question.answerKeys.map((key) => answerXml('100', key.text ?? '', null, 'moodle_auto_format')).join('');
    case 'NUMERIC':
      return question.answerKeys.map((key) => answerXml('100', String(key.numericValue ?? 0), null, 'moodle_auto_format',
        `      <tolerance>${key.tolerance ?? 0}</tolerance>\n`)).join('')
        + plain('unitgradingtype', 0) + plain('unitpenalty', '0.1000000') + plain('showunits', 3) + plain('unitsleft', 0);
    case 'MATCHING':
      return plain('shuffleanswers', 'true') + question.answers.map((answer) => `    <subquestion format="html">\n      <text>${cdata(answer.stem)}</text>\n`
        + `      <answer>\n        <text>${escapeXml(answer.matchText ?? '')}</text>\n      </answer>\n    </subquestion>\n`).join('');
    case 'ORDERING':
      // Moodle's ordering type keeps an item's correct position in its fraction.
      return plain('layouttype', 'VERTICAL') + plain('selecttype', 'ALL') + plain('selectcount', 0) + plain('gradingtype', 'ABSOLUTE_POSITION')
        + plain('showgrading', 'SHOW') + plain('numberingstyle', 'none')
        + question.answers.map((answer, position) => answerXml(`${position + 1}.0000000`, answer.stem, answer.explanation, 'html')).join('');
    case 'FILL_IN_BLANKS': case 'CASE':
      return '';
    default:
      return essayBody(question);
  }
}

const MOODLE_TYPE: Record<QuestionChild['type'], string> = {
  SINGLE_CHOICE: 'multichoice', MULTIPLE_CHOICE: 'multichoice', TRUE_FALSE: 'truefalse', SHORT_ANSWER: 'shortanswer',
  NUMERIC: 'numerical', FILL_IN_BLANKS: 'cloze', MATCHING: 'matching', ORDERING: 'ordering', ESSAY: 'essay',
  FILE_UPLOAD: 'essay', AUDIO_RECORDING: 'essay', VIDEO_RECORDING: 'essay', CASE: 'description',
};

function questionXml(question: QuestionChild, caseNumber: number | null): string {
  const tags = [
    ...question.tags.map((tag) => tag.name),
    ...(question.difficulty ? [difficultyTag(question.difficulty)] : []),
    ...(['FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING'].includes(question.type) ? [typeTag(question.type)] : []),
    ...(caseNumber !== null ? [caseTag(caseNumber)] : []),
  ];
  const stem = question.type === 'FILL_IN_BLANKS' ? clozeStem(question) : question.stem;
  return `<!-- question: ${question.id}  -->\n  <question type="${MOODLE_TYPE[question.type]}">\n`
    + `    <name>\n      <text>${escapeXml(nameOf(question))}</text>\n    </name>\n`
    + htmlText('questiontext', stem) + htmlText('generalfeedback', question.explanation)
    + plain('defaultgrade', question.type === 'CASE' ? 0 : 1) + plain('penalty', '0.3333333') + plain('hidden', 0) + plain('idnumber', '')
    + bodyOf(question) + tagsXml(tags) + '  </question>\n\n';
}

/** A category switch; null is the course's top category (questions in none). */
const categoryXml = (name: string | null) =>
  `<!-- question: 0  -->\n  <question type="category">\n    <category>\n      <text>${escapeXml(name === null ? '$course$/top' : categoryPathOf(name))}</text>\n    </category>\n  </question>\n\n`;

/** Questions (top-level, a CASE with its children) as a Moodle XML quiz file, each category announced before its questions. */
export function writeMoodleXml(questions: Question[]): WrittenFile {
  let out = '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n';
  // Moodle files every question under the category announced last: announce each change (none yet: nothing to announce).
  let category: string | null = null;
  let cases = 0;
  const write = (question: QuestionChild, caseNumber: number | null) => {
    const name = question.category?.name ?? null;
    if (name !== category) out += categoryXml(name);
    category = name;
    out += questionXml(question, caseNumber);
  };
  for (const question of questions) {
    if (question.type !== 'CASE') {
      write(question, null);
      continue;
    }
    cases += 1;
    write(question, cases);
    for (const child of question.children) write(child, cases);
  }
  return { content: `${out}</quiz>\n`, skipped: [] };
}
