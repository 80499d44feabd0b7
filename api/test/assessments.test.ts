import type { AssessmentDto } from '../src/modules/assessments/dto';
import type { UserProfile } from '../src/modules/users/profile-dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

const list = async (token: string) => {
  const res = await server.request<AssessmentDto[]>('/api/org-assessments-management', { headers: bearer(token) });
  if (res.status !== 200) throw new Error(`list answered ${res.status} ${res.text}`);
  return res.body;
};
const start = (token: string, id: number) => server.request(`/api/org-assessments-management/${id}/start`, { method: 'POST', headers: bearer(token) });
const answer = (token: string, assessmentId: number, optionIds: number[]) =>
  server.request('/api/assessment-answers', { method: 'POST', headers: bearer(token), body: { assessmentId, optionIds } });
const statuses = (assessments: AssessmentDto[]) => assessments.map((a) => [a.context, a.status]);
const optionsOf = (assessment: AssessmentDto) => assessment.questions.flatMap((q) => q.options);

test("the organization's two onboarding assessments, in both languages", async () => {
  const assessments = await list(await server.memberToken('demo', 'newcomer@demo.halaqa.test'));
  expect(statuses(assessments)).toEqual([['LEARNING_HOURS', 'pending'], ['INTERESTED_TOPIC', 'pending']]);
  const [hours, topics] = assessments;
  expect(hours!.questions).toHaveLength(1);
  expect(hours!.questions[0]).toMatchObject({ title: 'How many hours a week can you learn?', titleAr: 'كم ساعة في الأسبوع يمكنك أن تخصص للتعلم؟', isMultiple: false });
  expect(optionsOf(hours!).map((o) => [o.from, o.to])).toEqual([[1, 2], [3, 5], [6, 10], [10, null]]);
  expect(optionsOf(hours!).every((o) => o.textAr)).toBe(true);
  expect(topics!.questions[0]).toMatchObject({ title: 'Which topics interest you?', titleAr: 'ما المواضيع التي تهمك؟', isMultiple: true });
  // The options are demo's learning categories.
  expect(optionsOf(topics!).map((o) => o.text).sort()).toEqual(['Coaching', 'Data Science', 'Languages', 'Leadership', 'Technology', 'Web Development']);
  expect(optionsOf(topics!).find((o) => o.text === 'Languages')?.textAr).toBe('اللغات');

  const nour = await list(await server.memberToken('nour'));
  expect(optionsOf(nour[1]!).map((o) => o.text).sort()).toEqual(['Health Sciences', 'Management', 'Nursing']);
  expect(nour.map((a) => a.id)).not.toContain(hours!.id);
});

test('seeded accounts have finished onboarding, except the one left pending', async () => {
  expect(statuses(await list(await server.memberToken('demo')))).toEqual([['LEARNING_HOURS', 'completed'], ['INTERESTED_TOPIC', 'completed']]);
  expect(statuses(await list(await server.memberToken('nour')))).toEqual([['LEARNING_HOURS', 'completed'], ['INTERESTED_TOPIC', 'completed']]);
});

test('pending -> started -> completed, with the answers stored on the member', async () => {
  const token = await server.memberToken('demo', 'newcomer@demo.halaqa.test');
  const [hours, topics] = await list(token);
  expect((await start(token, hours!.id)).status).toBe(204);
  expect((await start(token, hours!.id)).status).toBe(204);
  expect(statuses(await list(token))).toEqual([['LEARNING_HOURS', 'started'], ['INTERESTED_TOPIC', 'pending']]);

  const threeToFive = optionsOf(hours!)[1]!;
  expect((await answer(token, hours!.id, [threeToFive.id])).status).toBe(204);
  expect(statuses(await list(token))).toEqual([['LEARNING_HOURS', 'completed'], ['INTERESTED_TOPIC', 'pending']]);
  // Starting again does not reopen it.
  await start(token, hours!.id);
  expect((await list(token))[0]!.status).toBe('completed');

  const chosen = optionsOf(topics!).filter((o) => ['Data Science', 'Languages'].includes(o.text));
  expect((await answer(token, topics!.id, chosen.map((o) => o.id))).status).toBe(204);
  expect(statuses(await list(token))).toEqual([['LEARNING_HOURS', 'completed'], ['INTERESTED_TOPIC', 'completed']]);

  const profile = await server.request<UserProfile>('/api/user', { headers: bearer(token) });
  expect(profile.body.userLearningHours).toBe(5);
  expect(profile.body.interestedCategoryIds).toHaveLength(2);

  // Replaying the same answers is harmless; answering again replaces them.
  expect((await answer(token, topics!.id, chosen.map((o) => o.id))).status).toBe(204);
  expect((await server.request<UserProfile>('/api/user', { headers: bearer(token) })).body.interestedCategoryIds).toEqual(profile.body.interestedCategoryIds);
  expect((await answer(token, topics!.id, [chosen[0]!.id])).status).toBe(204);
  expect((await server.request<UserProfile>('/api/user', { headers: bearer(token) })).body.interestedCategoryIds).toHaveLength(1);
});

test('answers are refused (400 req-001) unless they fit the assessment', async () => {
  const token = await server.memberToken('demo', 'instructor@demo.halaqa.test');
  const [hours, topics] = await list(token);
  const nour = await list(await server.memberToken('nour'));
  const [one, two] = optionsOf(hours!);

  expect(codeOf(await answer(token, hours!.id, [one!.id, two!.id]))).toEqual([400, 'req-001']);
  expect(codeOf(await answer(token, hours!.id, [optionsOf(topics!)[0]!.id]))).toEqual([400, 'req-001']);
  expect(codeOf(await answer(token, hours!.id, [optionsOf(nour[0]!)[0]!.id]))).toEqual([400, 'req-001']);
  expect(codeOf(await answer(token, hours!.id, []))).toEqual([400, 'req-001']);
  expect(codeOf(await answer(token, hours!.id, [one!.id, one!.id]))).toEqual([400, 'req-001']);
  // None of it counted.
  expect((await list(token))[0]!.status).toBe('completed');
  const newcomer = await server.memberToken('demo', 'newcomer@demo.halaqa.test');
  const before = (await list(newcomer))[0]!.status;
  expect(codeOf(await answer(newcomer, hours!.id, [one!.id, two!.id]))).toEqual([400, 'req-001']);
  expect((await list(newcomer))[0]!.status).toBe(before);
});

test("another organization's assessment is 404 req-002 to start and to answer", async () => {
  const token = await server.memberToken('demo');
  const nour = await list(await server.memberToken('nour'));
  expect(codeOf(await start(token, nour[0]!.id))).toEqual([404, 'req-002']);
  expect(codeOf(await answer(token, nour[0]!.id, [optionsOf(nour[0]!)[0]!.id]))).toEqual([404, 'req-002']);
  expect(codeOf(await start(token, 999_999))).toEqual([404, 'req-002']);
  const demoToken = await server.memberToken('demo');
  expect(codeOf(await server.request('/api/org-assessments-management', { headers: { ...bearer(demoToken), 'x-organization': 'nour' } }))).toEqual([403, 'auth-002']);
});

test('signed-in members only', async () => {
  expect(codeOf(await server.request('/api/org-assessments-management'))).toEqual([401, 'auth-006']);
  expect(codeOf(await server.request('/api/assessment-answers', { method: 'POST', body: { assessmentId: 1, optionIds: [1] } }))).toEqual([401, 'auth-006']);
});
