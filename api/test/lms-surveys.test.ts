import { and, eq, sql } from 'drizzle-orm';
import type { PlayerCourse } from '../src/modules/lms/player/dto';
import type { ManagedSurvey, Survey, SurveySummary } from '../src/modules/lms/surveys/dto';
import { surveyBallots, surveyChoices, surveys, surveyVotes } from '../src/modules/lms/surveys/tables';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections } from '../src/modules/lms/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import { type Headers, callsTo, headersOf } from './support/api-calls';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** Surveys and polls over HTTP (docs/design/course-work-api.md "Surveys and polls"). */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const call = callsTo(() => server);

let demo: number;
let students: TestMember[];
let outsider: TestMember;
let nourMember: TestMember;
let instructor: Headers;
let courseId: number;
let untaughtCourseId: number;
let nourCourseId: number;
let nourSurveyId: number;
const ids: Record<string, number> = {};

const path = (rest = '') => `/api/courses/${courseId}/surveys${rest}`;

async function item(course: number, name: string, over: Partial<typeof courseSubsections.$inferInsert>): Promise<number> {
  const db = server.database.db;
  let [section] = await db.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, course)).limit(1);
  if (!section) [section] = await db.insert(courseSections).values({ courseId: course, name: 'Week 1' }).returning({ id: courseSections.id });
  const [row] = await db.insert(courseSubsections).values({ sectionId: section!.id, name, ...over }).returning({ id: courseSubsections.id });
  return row!.id;
}

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  const nour = await server.organizationId('nour');
  students = await createMembers(db, demo, 5);
  [outsider] = await createMembers(db, demo, 1) as [TestMember];
  [nourMember] = await createMembers(db, nour, 1) as [TestMember];
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  const [teacher] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, 'instructor@demo.halaqa.test')));
  courseId = await createCourse(db, demo);
  untaughtCourseId = await createCourse(db, demo);
  await db.insert(courseInstructors).values({ courseId, userId: teacher!.id });
  for (const member of students) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: member.id });
  ids.pollItem = await item(courseId, 'Quick poll', { contentType: 'POLL', sortOrder: 1 });
  ids.surveyItem = await item(courseId, 'Feedback', { contentType: 'SURVEY', sortOrder: 2 });
  ids.multiItem = await item(courseId, 'Pick two', { contentType: 'POLL', sortOrder: 3 });
  ids.textItem = await item(courseId, 'Reading', { contentType: 'TEXT', sortOrder: 4 });
  ids.otherItem = await item(untaughtCourseId, 'Elsewhere', { contentType: 'POLL' });
  nourCourseId = await createCourse(db, nour);
  const nourItem = await item(nourCourseId, 'تصويت', { contentType: 'POLL' });
  const [nourSurvey] = await db.insert(surveys).values({ courseId: nourCourseId, subsectionId: nourItem, type: 'POLL', title: 'تصويت' }).returning();
  nourSurveyId = nourSurvey!.id;
});

const student = (index: number) => headersOf(students[index]!);

describe('instructors manage surveys and polls', () => {
  test('create a poll, an anonymous survey and a poll of two', async () => {
    const poll = await call<ManagedSurvey>('POST', path(), instructor, {
      subsectionId: ids.pollItem, type: 'POLL', title: 'Which day?', description: '<p>Pick <b>one</b><script>x</script></p>',
      choices: [{ text: 'Monday' }, { text: 'Tuesday' }, { text: 'Wednesday' }], allowPollChoiceSuggestion: true,
    });
    expect(poll.status).toBe(201);
    expect(poll.body).toMatchObject({
      description: '<p>Pick <b>one</b></p>',
      settings: { isAnonymous: false, resultIsPublished: true, requireVotingForResult: true, maximumPollVotesPerUser: 1, allowPollChoiceSuggestion: true },
    });
    ids.poll = poll.body.id;
    [ids.monday, ids.tuesday, ids.wednesday] = poll.body.choices.map((choice) => choice.id) as [number, number, number];
    const survey = await call<ManagedSurvey>('POST', path(), instructor, {
      subsectionId: ids.surveyItem, type: 'SURVEY', title: 'How was it?', isAnonymous: true, resultIsPublished: false,
      choices: [{ text: 'Good' }, { text: 'Bad' }],
    });
    ids.survey = survey.body.id;
    [ids.good, ids.bad] = survey.body.choices.map((choice) => choice.id) as [number, number];
    const multi = await call<ManagedSurvey>('POST', path(), instructor, {
      subsectionId: ids.multiItem, type: 'POLL', title: 'Topics', maximumPollVotesPerUser: 2, requireVotingForResult: false,
      choices: [{ text: 'A' }, { text: 'B' }, { text: 'C' }],
    });
    ids.multi = multi.body.id;
    [ids.a, ids.b, ids.c] = multi.body.choices.map((choice) => choice.id) as [number, number, number];
  });

  test('bad input: wrong item type, a second survey, bad bodies', async () => {
    const wrongType = await call('POST', path(), instructor, { subsectionId: ids.textItem, type: 'POLL', title: 'x', choices: [] });
    expect({ status: wrongType.status, code: wrongType.body.code }).toEqual({ status: 400, code: 'svy-005' });
    expect((await call('POST', path(), instructor, { subsectionId: ids.surveyItem, type: 'POLL', title: 'x', choices: [] })).body.code).toBe('svy-005');
    expect((await call('POST', path(), instructor, { subsectionId: ids.pollItem, type: 'POLL', title: 'x', choices: [] })).body.code).toBe('svy-005');
    expect((await call('POST', path(), instructor, { subsectionId: ids.pollItem, type: 'QUIZ', title: 'x', choices: [] })).body.code).toBe('req-001');
    expect((await call('PATCH', path(`/${ids.poll}`), instructor, { maximumPollVotesPerUser: 0 })).body.code).toBe('req-001');
    expect((await call('POST', path(`/${ids.poll}/managed-choices`), instructor, { text: '' })).body.code).toBe('req-001');
    expect((await call('PUT', path(`/${ids.poll}/results-publication`), instructor, {})).body.code).toBe('req-001');
  });

  test('only courses they manage; members are not authors', async () => {
    expect((await call('POST', `/api/courses/${untaughtCourseId}/surveys`, instructor, { subsectionId: ids.otherItem, type: 'POLL', title: 'x', choices: [] })).status).toBe(404);
    expect((await call('PATCH', path(`/${nourSurveyId}`), instructor, { title: 'x' })).status).toBe(404);
    expect((await call('GET', `/api/courses/${nourCourseId}/surveys/manage`, instructor)).status).toBe(404);
    const asStudent = await call('GET', path('/manage'), student(0));
    expect({ status: asStudent.status, code: asStudent.body.code }).toEqual({ status: 403, code: 'perm-001' });
    expect((await call('PUT', path(`/${ids.poll}/results-publication`), student(0), { isPublished: true })).body.code).toBe('perm-001');
  });
});

describe('members vote', () => {
  test('lists by type, outline order', async () => {
    const polls = await call<{ count: number; data: SurveySummary[] }>('GET', path('?type=POLL'), student(0));
    expect(polls.body.data.map((entry) => entry.title)).toEqual(['Which day?', 'Topics']);
    expect(polls.body.data[0]).toMatchObject({ voted: false, choiceCount: 3 });
    expect((await call('GET', path('?type=QUIZ'), student(0))).body.code).toBe('req-001');
  });

  test('results wait for the vote; voting once completes the item', async () => {
    const before = await call<Survey>('GET', path(`/${ids.poll}`), student(0));
    expect(before.body).toMatchObject({ canVote: true, results: null, resultsHiddenReason: 'VOTE_FIRST', myVote: { voted: false, choiceIds: null } });
    const vote = await call<Survey>('POST', path(`/${ids.poll}/votes`), student(0), { choiceIds: [ids.tuesday] });
    expect(vote.status).toBe(201);
    expect(vote.body).toMatchObject({ canVote: false, myVote: { voted: true, choiceIds: [ids.tuesday] }, resultsHiddenReason: null });
    expect(vote.body.results).toMatchObject({ voterCount: 1, voteCount: 1 });
    expect(vote.body.results!.choices.map((choice) => [choice.text, choice.votes, choice.percent])).toEqual([['Monday', 0, 0], ['Tuesday', 1, 100], ['Wednesday', 0, 0]]);
    const player = await call<PlayerCourse>('GET', `/api/courses/${courseId}/player`, student(0));
    expect(player.body.sections[0]!.subsections.find((entry) => entry.id === ids.pollItem)).toMatchObject({ isCompleted: true });
  });

  test('a second vote is refused; more than the maximum too; a choice of another survey too', async () => {
    const again = await call('POST', path(`/${ids.poll}/votes`), student(0), { choiceIds: [ids.monday] });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'svy-001' });
    const tooMany = await call('POST', path(`/${ids.poll}/votes`), student(1), { choiceIds: [ids.monday, ids.tuesday] });
    expect({ status: tooMany.status, code: tooMany.body.code }).toEqual({ status: 400, code: 'svy-002' });
    expect((await call('POST', path(`/${ids.multi}/votes`), student(1), { choiceIds: [ids.a, ids.a] })).body.code).toBe('svy-002');
    expect((await call('POST', path(`/${ids.poll}/votes`), student(1), { choiceIds: [ids.a] })).body.code).toBe('svy-003');
    expect((await call('POST', path(`/${ids.poll}/votes`), student(1), { choiceIds: [] })).body.code).toBe('req-001');
    expect((await call('POST', path(`/${ids.poll}/votes`), instructor, { choiceIds: [ids.monday] })).body.code).toBe('ply-003');
  });

  test('concurrent votes of one member make one ballot', async () => {
    const answers = await Promise.all([ids.monday, ids.tuesday, ids.wednesday, ids.monday].map((choiceId) =>
      call('POST', path(`/${ids.poll}/votes`), student(2), { choiceIds: [choiceId] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const db = server.database.db;
    const votes = await db.select().from(surveyVotes).where(and(eq(surveyVotes.surveyId, ids.poll!), eq(surveyVotes.userId, students[2]!.id)));
    expect(votes).toHaveLength(1);
    const multi = await Promise.all([[ids.a, ids.b], [ids.b, ids.c], [ids.a, ids.c]].map((choiceIds) =>
      call('POST', path(`/${ids.multi}/votes`), student(2), { choiceIds })));
    expect(multi.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const mine = await db.select().from(surveyVotes).where(and(eq(surveyVotes.surveyId, ids.multi!), eq(surveyVotes.userId, students[2]!.id)));
    expect(mine).toHaveLength(2);
    const results = await call<Survey>('GET', path(`/${ids.multi}`), student(3));
    expect(results.body.results).toMatchObject({ voterCount: 1, voteCount: 2 });
  });

  test('anonymous: no row links a member with a choice; a member still votes once', async () => {
    const first = await call<Survey>('POST', path(`/${ids.survey}/votes`), student(0), { choiceIds: [ids.good] });
    expect(first.body).toMatchObject({ myVote: { voted: true, choiceIds: null }, results: null, resultsHiddenReason: 'NOT_PUBLISHED' });
    const twice = await Promise.all([1, 2].map(() => call('POST', path(`/${ids.survey}/votes`), student(1), { choiceIds: [ids.bad] })));
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const db = server.database.db;
    const votes = await db.select().from(surveyVotes).where(eq(surveyVotes.surveyId, ids.survey!));
    expect(votes).toHaveLength(2);
    expect(votes.every((vote) => vote.userId === null)).toBe(true);
    // The ballot table has no choice, and no other table holds both the member and a choice of this survey.
    const ballots = await db.select().from(surveyBallots).where(eq(surveyBallots.surveyId, ids.survey!));
    expect(ballots.map((ballot) => Object.keys(ballot).sort())).toEqual([['organizationId', 'surveyId', 'userId'], ['organizationId', 'surveyId', 'userId']]);
    const linking = await db.execute(sql`select table_name from information_schema.columns where table_schema = 'public'
      and column_name = 'choice_id' and table_name in (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id')`);
    const rows = (linking as unknown as { rows: Array<{ table_name: string }> }).rows;
    expect(rows.map((row) => row.table_name)).toEqual(['survey_votes']);
    // Anonymity cannot change once members voted.
    expect((await call('PATCH', path(`/${ids.survey}`), instructor, { isAnonymous: false })).body.code).toBe('svy-005');
  });

  test('publishing results shows them and notifies once', async () => {
    const published = await call<ManagedSurvey>('PUT', path(`/${ids.survey}/results-publication`), instructor, { isPublished: true });
    expect(published.body.settings.resultIsPublished).toBe(true);
    const seen = await call<Survey>('GET', path(`/${ids.survey}`), student(0));
    expect(seen.body.results!.choices.map((choice) => choice.votes)).toEqual([1, 1]);
    await call('PUT', path(`/${ids.survey}/results-publication`), instructor, { isPublished: false });
    await call('PUT', path(`/${ids.survey}/results-publication`), instructor, { isPublished: true });
    const events = await server.database.db.select().from(domainEvents).where(and(
      eq(domainEvents.type, 'course.survey-results-published'), sql`(${domainEvents.subject} ->> 'surveyId')::integer = ${ids.survey}`,
    ));
    expect(events).toHaveLength(1);
    expect((events[0]!.audience as { userIds: number[] }).userIds.sort()).toEqual(students.map((member) => member.id).sort());
  });

  test('suggestions where allowed, once per text', async () => {
    const suggested = await call<{ id: number; addedByStudent: boolean }>('POST', path(`/${ids.poll}/choices`), student(3), { text: '  Thursday ' });
    expect(suggested.status).toBe(201);
    expect(suggested.body.addedByStudent).toBe(true);
    expect((await call('POST', path(`/${ids.poll}/choices`), student(4), { text: 'thursday' })).body.code).toBe('svy-004');
    const refused = await call('POST', path(`/${ids.survey}/choices`), student(3), { text: 'Meh' });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'svy-004' });
    const [row] = await server.database.db.select().from(surveyChoices).where(eq(surveyChoices.id, suggested.body.id));
    expect(row!.text).toBe('Thursday');
  });

  test('others: not in the course, another organization\'s member and ids, missing ids', async () => {
    expect((await call('GET', path(), headersOf(outsider))).body.code).toBe('ply-001');
    expect((await call('POST', path(`/${ids.poll}/votes`), headersOf(outsider), { choiceIds: [ids.monday] })).body.code).toBe('ply-001');
    expect((await call('GET', path(), headersOf(nourMember, 'nour'))).status).toBe(404);
    expect((await call('GET', path(`/${nourSurveyId}`), student(0))).status).toBe(404);
    expect((await call('POST', `/api/courses/${nourCourseId}/surveys/${nourSurveyId}/votes`, student(0), { choiceIds: [1] })).status).toBe(404);
    expect((await call('GET', path('/2147483647'), student(0))).status).toBe(404);
  });

  test('authors remove choices and surveys', async () => {
    const removed = await call<ManagedSurvey>('DELETE', path(`/${ids.poll}/choices/${ids.wednesday}`), instructor);
    expect(removed.body.choices.map((choice) => choice.text)).toEqual(['Monday', 'Tuesday', 'Thursday']);
    expect((await call('DELETE', path(`/${ids.poll}/choices/${ids.a}`), instructor)).status).toBe(404);
    const added = await call<ManagedSurvey>('POST', path(`/${ids.poll}/managed-choices`), instructor, { text: 'Friday' });
    expect(added.body.choices.at(-1)!.text).toBe('Friday');
    expect((await call('DELETE', path(`/${ids.multi}`), instructor)).status).toBe(204);
    expect((await call('GET', path(`/${ids.multi}`), student(0))).status).toBe(404);
  });
});
