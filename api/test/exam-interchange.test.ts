import type { Question, QuestionChild } from '../src/modules/exams/bank/types';
import { courseInstructors } from '../src/modules/lms/tables';
import { users } from '../src/modules/users/tables';
import { eq } from 'drizzle-orm';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/**
 * Moodle XML and GIFT in and out of the bank over HTTP (docs/design/exams-api.md
 * "Bank"): round trips of every type each format holds, realistic files
 * with their report, and the refusals.
 */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Headers = Record<string, string>;
type Page<T> = { count: number; data: T[] };
type Report = { imported: number; questionIds: number[]; skipped: Array<{ index: number; name: string; reason: string }> };
const call = <T>(method: string, path: string, headers: Headers, body?: unknown) => server.request<T & ErrorBody>(path, { method, headers, body });

let demo: number;
let instructor: Headers;
let studentHeaders: Headers;
let instructorId: number;
let nourCourseId: number;

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'instructor@demo.halaqa.test'));
  instructorId = row!.id;
  const [student] = await createMembers(db, demo, 1) as [TestMember];
  studentHeaders = { ...bearer(student.token), 'x-organization': 'demo' };
  nourCourseId = await createCourse(db, await server.organizationId('nour'));
});

async function taughtCourse(): Promise<number> {
  const courseId = await createCourse(server.database.db, demo);
  await server.database.db.insert(courseInstructors).values({ courseId, userId: instructorId });
  return courseId;
}

const path = (courseId: number, rest: string) => `/api/courses/${courseId}${rest}`;

async function label(courseId: number, kind: 'question-categories' | 'question-tags', name: string): Promise<number> {
  const res = await call<{ id: number }>('POST', path(courseId, `/${kind}`), instructor, { name });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function create(courseId: number, body: Record<string, unknown>): Promise<Question> {
  const res = await call<Question>('POST', path(courseId, '/questions'), instructor, body);
  if (res.status !== 201) throw new Error(`create answered ${res.status} ${res.text}`);
  return res.body;
}

async function bank(courseId: number): Promise<Question[]> {
  const res = await call<Page<Question>>('GET', path(courseId, '/questions?take=50'), instructor);
  return [...res.body.data].sort((a, b) => a.id - b.id);
}

async function exportFile(courseId: number, query: string) {
  const res = await server.request<string>(path(courseId, `/questions/export?${query}`), { headers: instructor });
  expect(res.status).toBe(200);
  return res;
}

async function importFile(courseId: number, body: Record<string, unknown>): Promise<Report> {
  const res = await call<Report>('POST', path(courseId, '/questions/import'), instructor, body);
  if (res.status !== 201) throw new Error(`import answered ${res.status} ${res.text}`);
  return res.body;
}

/** What a round trip must keep: everything but ids, dates, the author, the rubric and the learning outcome. */
function canonical(question: Question | QuestionChild): unknown {
  return {
    type: question.type, stem: question.stem, explanation: question.explanation, difficulty: question.difficulty,
    category: question.category?.name ?? null, tags: question.tags.map((tag) => tag.name).sort(),
    answers: question.answers.map(({ stem, matchText, isCorrect, explanation }) => ({ stem, matchText, isCorrect, explanation })),
    answerKeys: question.answerKeys.map(({ blank, text, numericValue, tolerance }) => ({ blank, text, numericValue, tolerance })),
    children: 'children' in question ? question.children.map(canonical) : [],
  };
}

/** A bank with every type, in both languages, with categories, tags, difficulty and feedback. */
async function fillBank(courseId: number): Promise<{ all: Question[]; giftless: string[] }> {
  const algebra = await label(courseId, 'question-categories', 'Algebra/Linear');
  const arabic = await label(courseId, 'question-categories', 'اللغة العربية');
  const week = await label(courseId, 'question-tags', 'week-1');
  const revision = await label(courseId, 'question-tags', 'مراجعة');
  const inAlgebra = { categoryId: algebra, tagIds: [week] };
  const bodies: Array<Record<string, unknown>> = [
    {
      type: 'SINGLE_CHOICE', stem: '<p>Solve <strong>x + 2 = 5</strong>: x = ?</p>', explanation: '<p>Subtract 2 from both sides.</p>',
      difficulty: 'EASY', ...inAlgebra,
      answers: [{ stem: '<p>3</p>', isCorrect: true, explanation: '<p>Right</p>' }, { stem: '<p>7</p>', explanation: '<p>You added.</p>' }, { stem: '<p>-3</p>' }],
    },
    {
      type: 'MULTIPLE_CHOICE', stem: '<p>Which are primes? {braces} #hash ~tilde =equals :colon \\ backslash</p>', ...inAlgebra,
      answers: [{ stem: '<p>2</p>', isCorrect: true }, { stem: '<p>3</p>', isCorrect: true }, { stem: '<p>5</p>', isCorrect: true }, { stem: '<p>9</p>', explanation: '<p>3 × 3</p>' }],
    },
    {
      type: 'TRUE_FALSE', stem: '<p>The sum of two odd numbers is even.</p>', ...inAlgebra,
      answers: [{ stem: 'True', isCorrect: true, explanation: '<p>odd + odd = even</p>' }, { stem: 'False', explanation: '<p>Try 1 + 3.</p>' }],
    },
    {
      type: 'TRUE_FALSE', stem: '<p>الشمس كوكب.</p>', categoryId: arabic, tagIds: [revision], difficulty: 'MEDIUM',
      answers: [{ stem: 'صح' }, { stem: 'خطأ', isCorrect: true, explanation: '<p>الشمس نجم.</p>' }],
    },
    { type: 'SHORT_ANSWER', stem: '<p>Capital of Egypt?</p>', categoryId: arabic, answerKeys: [{ text: 'Cairo' }, { text: 'القاهرة' }, { text: 'a & b <c>' }] },
    { type: 'NUMERIC', stem: '<p>π to two places?</p>', explanation: '<p>3.14</p>', answerKeys: [{ numericValue: 3.14, tolerance: 0.005 }, { numericValue: -1.5, tolerance: 0 }] },
    {
      type: 'MATCHING', stem: '<p>Match the word with its meaning.</p>', categoryId: arabic, tagIds: [revision],
      answers: [{ stem: '<p>كتاب</p>', matchText: 'book' }, { stem: '<p>قلم</p>', matchText: 'pen -> writes' }, { stem: '<p>باب</p>', matchText: 'door' }],
    },
    { type: 'FILL_IN_BLANKS', stem: '<p>اكتب: [[1]] المكرمة</p>', answerKeys: [{ blank: 1, text: 'مكة' }, { blank: 1, text: 'مكه' }] },
    { type: 'FILL_IN_BLANKS', stem: 'The answer is [[1]]', answerKeys: [{ blank: 1, text: '42' }] },
    { type: 'ESSAY', stem: '<p>Explain <em>why</em>.</p>', explanation: '<p>Any reasoned answer.</p>', difficulty: 'HARD' },
    // No GIFT form for what follows.
    {
      type: 'FILL_IN_BLANKS', stem: '<p>[[1]] is the capital of [[2]] ("quoted" / slashed} ~)</p>',
      answerKeys: [{ blank: 1, text: 'Paris' }, { blank: 1, text: 'paris' }, { blank: 2, text: 'France } ~ # / "x"' }],
    },
    {
      type: 'ORDERING', stem: '<p>Order the prayers of the day.</p>', ...inAlgebra,
      answers: [{ stem: '<p>Fajr</p>', explanation: '<p>At dawn</p>' }, { stem: '<p>Dhuhr</p>' }, { stem: '<p>Asr</p>' }],
    },
    { type: 'FILE_UPLOAD', stem: '<p>Upload your worksheet.</p>' },
    { type: 'AUDIO_RECORDING', stem: '<p>اقرأ الآية بصوتك.</p>', tagIds: [revision] },
    { type: 'VIDEO_RECORDING', stem: '<p>Record your presentation.</p>' },
    {
      type: 'CASE', stem: '<p>Read: the Nile flows north into the sea.</p>', ...inAlgebra,
      children: [
        { type: 'TRUE_FALSE', stem: '<p>The Nile flows south.</p>', answers: [{ stem: 'True' }, { stem: 'False', isCorrect: true }] },
        { type: 'SHORT_ANSWER', stem: '<p>Into which sea?</p>', categoryId: arabic, tagIds: [revision], answerKeys: [{ text: 'Mediterranean' }] },
      ],
    },
  ];
  const all: Question[] = [];
  for (const body of bodies) all.push(await create(courseId, body));
  return { all, giftless: all.slice(10).map((question) => question.type) };
}

describe('round trips', () => {
  let source: number;
  let filled: { all: Question[]; giftless: string[] };
  beforeAll(async () => {
    source = await taughtCourse();
    filled = await fillBank(source);
  });

  test('Moodle XML: export then import gives the same questions, every type', async () => {
    const file = await exportFile(source, 'format=MOODLE_XML');
    expect(file.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="questions-${source}.xml"`);
    expect(file.text).toContain('<question type="cloze">');
    expect(file.text).toContain('<text>halaqa:type:AUDIO_RECORDING</text>');
    const target = await taughtCourse();
    const report = await importFile(target, { format: 'MOODLE_XML', content: file.text });
    expect(report).toMatchObject({ imported: filled.all.length, skipped: [] });
    expect((await bank(target)).map(canonical)).toEqual(filled.all.map(canonical));
    // Importing into the same course again reuses its categories and tags.
    const again = await importFile(source, { format: 'MOODLE_XML', content: file.text });
    expect(again.imported).toBe(filled.all.length);
    const categories = await call<Page<{ name: string; questionCount: number }>>('GET', path(source, '/question-categories'), instructor);
    expect(categories.body.data.map((row) => row.name).sort()).toEqual(['Algebra/Linear', 'اللغة العربية'].sort());
  });

  test('GIFT: export then import gives the same questions for every type GIFT holds; the rest is reported', async () => {
    const file = await exportFile(source, `format=GIFT&questionIds=${filled.all.map((question) => question.id).join(',')}`);
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(file.headers.get('x-skipped-questions')).toBe('6');
    expect(file.text).toMatch(/^\/\/ Not exported: question 11 \(.*\): several blanks/);
    const target = await taughtCourse();
    const report = await importFile(target, { format: 'GIFT', content: file.text });
    expect(report).toMatchObject({ imported: 10, skipped: [] });
    expect((await bank(target)).map(canonical)).toEqual(filled.all.slice(0, 10).map(canonical));
  });

  test('export filters: a category, or the ids named (other courses\' ignored)', async () => {
    const algebra = filled.all[0]!.category!.id;
    const byCategory = await exportFile(source, `format=GIFT&categoryId=${algebra}`);
    // The category's questions, twice (the Moodle round trip imported them into this course again); ordering and case have no GIFT form.
    expect((byCategory.text.match(/^::/gm) ?? []).length).toBe(6);
    expect(byCategory.headers.get('x-skipped-questions')).toBe('4');
    const named = await exportFile(source, `format=MOODLE_XML&questionIds=${filled.all[4]!.id},${filled.all[15]!.children[0]!.id},2147483647`);
    expect((named.text.match(/<question type="(?!category)/g) ?? []).length).toBe(1);
  });
});

const MOODLE_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category><text>$course$/top/Default for Fiqh 101/الطهارة</text></category>
    <info format="html"><text></text></info>
  </question>
<!-- question: 101  -->
  <question type="multichoice">
    <name><text>نواقض الوضوء</text></name>
    <questiontext format="html"><text><![CDATA[<p dir="rtl">ما الذي <b>ينقض</b> الوضوء؟</p><script>alert(1)</script>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>راجع الدرس الثاني.</p>]]></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <single>false</single>
    <shuffleanswers>true</shuffleanswers>
    <answer fraction="33.33333" format="html"><text><![CDATA[<p>النوم العميق</p>]]></text><feedback format="html"><text>نعم</text></feedback></answer>
    <answer fraction="33.33333" format="html"><text><![CDATA[<p>الأكل من لحم الإبل</p>]]></text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="33.33333" format="html"><text><![CDATA[<p>خروج الريح</p>]]></text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="-100" format="html"><text><![CDATA[<p>الضحك</p>]]></text><feedback format="html"><text>ليس من النواقض</text></feedback></answer>
    <tags><tag><text>الوحدة الأولى</text></tag></tags>
  </question>
<!-- question: 102  -->
  <question type="shortanswer">
    <name><text>Water</text></name>
    <questiontext format="moodle_auto_format"><text>Which water is pure and purifies?
(one word)</text></questiontext>
    <usecase>0</usecase>
    <answer fraction="100" format="moodle_auto_format"><text>mutlaq</text><feedback format="html"><text></text></feedback></answer>
  </question>
<!-- question: 103  -->
  <question type="randomsamatch">
    <name><text>Random matching</text></name>
    <questiontext format="html"><text>Random</text></questiontext>
  </question>
<!-- question: 104  -->
  <question type="multichoice">
    <name><text>No right answer</text></name>
    <questiontext format="html"><text>Broken?</text></questiontext>
    <single>true</single>
    <answer fraction="50" format="html"><text>a</text></answer>
    <answer fraction="0" format="html"><text>b</text></answer>
  </question>
<!-- question: 105  -->
  <question type="description">
    <name><text>Passage</text></name>
    <questiontext format="html"><text><![CDATA[<p>Read the passage.</p>]]></text></questiontext>
    <tags><tag><text>case:1</text></tag></tags>
  </question>
<!-- question: 106  -->
  <question type="numerical">
    <name><text>Rakaat</text></name>
    <questiontext format="html"><text>How many rakaat in Fajr?</text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>2</text><tolerance>0</tolerance></answer>
    <tags><tag><text>case:1</text></tag></tags>
  </question>
<!-- question: 107  -->
  <question type="matching">
    <name><text>Bad pairs</text></name>
    <questiontext format="html"><text>Only one pair</text></questiontext>
    <subquestion format="html"><text>a</text><answer><text>b</text></answer></subquestion>
    <tags><tag><text>case:1</text></tag></tags>
  </question>
</quiz>`;

describe('importing real files', () => {
  test('Moodle XML: what is imported is whole, the rest reported by place, name and reason', async () => {
    const courseId = await taughtCourse();
    const report = await importFile(courseId, { format: 'MOODLE_XML', content: MOODLE_SAMPLE });
    expect(report.imported).toBe(3);
    expect(report.skipped).toEqual([
      { index: 3, name: 'Random matching', reason: "Moodle's randomsamatch questions have no form here" },
      { index: 4, name: 'No right answer', reason: expect.stringMatching(/^answers: a single-choice question needs exactly one correct option/) },
      { index: 7, name: 'Bad pairs', reason: 'answers: at least two options are needed' },
    ]);
    const [choice, water, passage] = (await bank(courseId));
    expect(choice).toMatchObject({
      type: 'MULTIPLE_CHOICE', stem: '<p dir="rtl">ما الذي <b>ينقض</b> الوضوء؟</p>', explanation: '<p>راجع الدرس الثاني.</p>',
      category: { name: 'Default for Fiqh 101/الطهارة' }, tags: [{ name: 'الوحدة الأولى' }],
    });
    expect(choice!.answers.map((answer) => answer.isCorrect)).toEqual([true, true, true, false]);
    expect(choice!.answers[3]!.explanation).toBe('ليس من النواقض');
    expect(water!.stem).toBe('Which water is pure and purifies?<br />(one word)');
    expect(passage).toMatchObject({ type: 'CASE', children: [{ type: 'NUMERIC', answerKeys: [{ numericValue: 2, tolerance: 0 }] }] });
  });

  test('GIFT in Arabic into a chosen category', async () => {
    const courseId = await taughtCourse();
    const categoryId = await label(courseId, 'question-categories', 'مختارة');
    const report = await importFile(courseId, {
      format: 'GIFT', categoryId,
      content: `$CATEGORY: $course$/top/ignored because a category was chosen

// [tag:التجويد]
::المد::كم حركة للمد الطبيعي؟{#2}

::الإدغام::[html]<p>حروف الإدغام بغنة مجموعة في كلمة {=ينمو =«ينمو»####تذكر: ي ن م و}.</p>

بسم الله{T}

ما هذا؟ سؤال بلا إجابة

ترتيب{~a ~b}`,
    });
    expect(report.skipped).toEqual([
      { index: 4, name: 'ما هذا؟ سؤال بلا إجابة', reason: expect.stringMatching(/description/) },
      { index: 5, name: 'ترتيب', reason: expect.stringMatching(/at least one correct/) },
    ]);
    const imported = await bank(courseId);
    expect(imported.map((question) => [question.type, question.category?.name])).toEqual([
      ['NUMERIC', 'مختارة'], ['FILL_IN_BLANKS', 'مختارة'], ['TRUE_FALSE', 'مختارة'],
    ]);
    expect(imported[0]!.tags.map((tag) => tag.name)).toEqual(['التجويد']);
    expect(imported[1]).toMatchObject({
      stem: '<p>حروف الإدغام بغنة مجموعة في كلمة [[1]].</p>', explanation: 'تذكر: ي ن م و',
      answerKeys: [{ blank: 1, text: 'ينمو' }, { blank: 1, text: '«ينمو»' }],
    });
    expect(imported[2]!.answers.map((answer) => [answer.stem, answer.isCorrect])).toEqual([['صح', true], ['خطأ', false]]);
  });
});

describe('refusals', () => {
  let courseId: number;
  beforeAll(async () => { courseId = await taughtCourse(); });
  const importing = (body: unknown, headers = instructor, course = courseId) => call('POST', path(course, '/questions/import'), headers, body);

  test('nothing readable: 400 exm-009, and nothing is written', async () => {
    for (const [format, content] of [
      ['MOODLE_XML', '<quiz><question type="multichoice">'], ['MOODLE_XML', '{"not": "xml"}'], ['MOODLE_XML', '<quiz></quiz>'],
      ['MOODLE_XML', '<!DOCTYPE quiz [<!ENTITY lol "lol">]><quiz>&lol;</quiz>'], ['GIFT', 'Dear teacher,\n\nhere are my notes.'],
    ]) {
      const res = await importing({ format, content });
      expect({ format, content, status: res.status, code: res.body.code }).toEqual({ format, content, status: 400, code: 'exm-009' });
    }
    expect(await bank(courseId)).toEqual([]);
  });

  test('bad input: 400 req-001; another course\'s category 400 exm-008', async () => {
    expect((await importing({ format: 'QTI', content: 'x' })).body.code).toBe('req-001');
    expect((await importing({ format: 'GIFT', content: '' })).body.code).toBe('req-001');
    expect((await importing({ format: 'GIFT', content: 'x'.repeat(2 * 1024 * 1024 + 1) })).body.code).toBe('req-001');
    const other = await taughtCourse();
    const theirs = await label(other, 'question-categories', 'Theirs');
    const res = await importing({ format: 'GIFT', content: 'Q{T}', categoryId: theirs });
    expect([res.status, res.body.code]).toEqual([400, 'exm-008']);
    expect((await server.request(path(courseId, '/questions/export?format=CSV'), { headers: instructor })).status).toBe(400);
    expect((await server.request(path(courseId, '/questions/export?format=GIFT&questionIds=1,,2'), { headers: instructor })).status).toBe(400);
  });

  test('a member: 403 perm-001; another organization\'s course: 404 req-002', async () => {
    expect((await importing({ format: 'GIFT', content: 'Q{T}' }, studentHeaders)).body.code).toBe('perm-001');
    const exported = await server.request<ErrorBody>(path(courseId, '/questions/export?format=GIFT'), { headers: studentHeaders });
    expect([exported.status, exported.body.code]).toEqual([403, 'perm-001']);
    const foreign = await importing({ format: 'GIFT', content: 'Q{T}' }, instructor, nourCourseId);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'req-002']);
    const foreignExport = await server.request<ErrorBody>(path(nourCourseId, '/questions/export?format=GIFT'), { headers: instructor });
    expect([foreignExport.status, foreignExport.body.code]).toEqual([404, 'req-002']);
  });
});
