// Exam answers under load (issue 14): the built API on a throwaway
// PostgreSQL 15. One exam of 10 auto-graded questions in one course, 500
// members enrolled (written straight into the database, each with a live
// session; their access tokens are signed here with the server's secret, as
// 500 password sign-ins would only measure password hashing). The members
// start the exam spread over one minute and answer at 200 answers per
// second in total (each member's browser sends its saves one at a time, as
// the runner's queue does; 3 % are sent twice with the same idempotency key,
// 2 % are stale saves with a lower sequence). Every attempt ends at the
// subsection's availableTo, the same instant for all, which the deadline
// job must meet. Measured: answer-save p50/p99, answers lost or duplicated
// (the database against what every member was told), and how long after
// the deadline the job had finished every open attempt.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { accessToken } from './support/access-token.mjs';
import { onThrowawayPostgres } from './support/postgres-bench.mjs';

const ORGANIZATION = 'demo';
const MEMBERS = 500;
const START_WINDOW_MS = 60_000;
const ANSWER_RATE = 200;
/** Answers go on this long after the last start; the deadline follows DEADLINE_AFTER_ANSWERS_MS later. */
const ANSWER_AFTER_STARTS_MS = 20_000;
const DEADLINE_AFTER_ANSWERS_MS = 5_000;
const REPLAY_SHARE = 0.03;
const STALE_SHARE = 0.02;
const P99_BUDGET_MS = 100;
const DEADLINE_BUDGET_MS = 5_000;

const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));

// ---------------------------------------------------------------- the exam, straight into the database

const QUESTIONS = [
  { type: 'SINGLE_CHOICE', stem: 'Pick B', answers: [['A'], ['B', true], ['C'], ['D']] },
  { type: 'SINGLE_CHOICE', stem: 'Pick C', answers: [['A'], ['B'], ['C', true]] },
  { type: 'MULTIPLE_CHOICE', stem: 'Pick the primes', answers: [['2', true], ['3', true], ['4'], ['9']] },
  { type: 'TRUE_FALSE', stem: 'True?', answers: [['True', true], ['False']] },
  { type: 'SHORT_ANSWER', stem: 'Say hello', keys: [{ text: 'hello' }] },
  { type: 'NUMERIC', stem: 'Pi', keys: [{ numeric: 3.14, tolerance: 0.01 }] },
  { type: 'FILL_IN_BLANKS', stem: 'Roses are [[1]], violets are [[2]]', keys: [{ blank: 1, text: 'red' }, { blank: 2, text: 'blue' }] },
  { type: 'MATCHING', stem: 'Match', answers: [['Egypt', false, 'Cairo'], ['Japan', false, 'Tokyo'], ['Peru', false, 'Lima']] },
  { type: 'ORDERING', stem: 'Order', answers: [['one'], ['two'], ['three'], ['four']] },
  { type: 'SINGLE_CHOICE', stem: 'Pick A', answers: [['A', true], ['B']] },
];

/** The course, its EXAM item and exam, the members with sessions and enrollments. */
async function prepare(url) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select set_config('app.bypass_rls', 'on', false)");
    await client.query('begin');
    const { rows: [organization] } = await client.query('select id from organizations where domain_prefix = $1', [ORGANIZATION]);
    const { rows: [course] } = await client.query(
      `insert into courses (organization_id, name, is_published, is_approved, status) values ($1, 'Exam bench course', true, true, 'APPROVED') returning id`,
      [organization.id]);
    await client.query('insert into course_target_organizations (course_id, organization_id, price, is_published) values ($1, $2, 0, true)', [course.id, organization.id]);
    const { rows: [section] } = await client.query(`insert into course_sections (course_id, name) values ($1, 'Exams') returning id`, [course.id]);
    const { rows: [subsection] } = await client.query(
      `insert into course_subsections (section_id, name, content_type) values ($1, 'Bench exam', 'EXAM') returning id`, [section.id]);
    const { rows: [exam] } = await client.query(
      `insert into exams (course_id, title, has_time_limit, time_limit_in_minutes, has_passing_score, passing_score_percentage)
       values ($1, 'Bench exam', true, 60, true, 50) returning id`, [course.id]);
    await client.query('insert into subsection_exams (subsection_id, exam_id) values ($1, $2)', [subsection.id, exam.id]);
    for (const [position, question] of QUESTIONS.entries()) {
      const { rows: [row] } = await client.query('insert into questions (course_id, type, stem) values ($1, $2, $3) returning id',
        [course.id, question.type, `<p>${question.stem}</p>`]);
      for (const [sort, [stem, isCorrect = false, matchText = null]] of (question.answers ?? []).entries()) {
        await client.query('insert into question_answers (question_id, stem, is_correct, match_text, sort) values ($1, $2, $3, $4, $5)',
          [row.id, stem, isCorrect, matchText, sort]);
      }
      for (const key of question.keys ?? []) {
        await client.query('insert into question_answer_keys (question_id, blank, text, numeric_value, tolerance) values ($1, $2, $3, $4, $5)',
          [row.id, key.blank ?? null, key.text ?? null, key.numeric ?? null, key.numeric === undefined ? null : key.tolerance ?? 0]);
      }
      await client.query('insert into exam_questions (exam_id, question_id, position, points) values ($1, $2, $3, 1)', [exam.id, row.id, position]);
    }
    const tag = crypto.randomBytes(4).toString('hex');
    const { rows: members } = await client.query(
      `insert into users (organization_id, email, first_name, last_name, is_verified)
       select $1, 'exam-' || $2 || '-' || n || '@bench.halaqa.test', 'Exam', 'Member ' || n, true from generate_series(1, $3) as n
       returning id`, [organization.id, tag, MEMBERS]);
    const ids = members.map((member) => member.id);
    await client.query('insert into course_enrollees (organization_id, course_id, user_id) select $1, $2, unnest($3::int[])', [organization.id, course.id, ids]);
    const { rows: families } = await client.query(
      'insert into session_families (organization_id, user_id) select $1, unnest($2::int[]) returning id, user_id', [organization.id, ids]);
    await client.query('commit');
    return { organizationId: organization.id, courseId: course.id, subsectionId: subsection.id, families };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the members' browsers

const pick = (n) => Math.floor(Math.random() * n);
const shuffled = (list) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
const WORDS = ['hello', 'red', 'blue', 'green', 'salam', 'مرحبا', 'Hallo', 'x'];

/** A valid answer of the question's type, at random. */
function randomResponse(question) {
  const n = question.options?.length ?? question.prompts?.length ?? 0;
  switch (question.type) {
    case 'SINGLE_CHOICE': case 'TRUE_FALSE': return { choice: pick(n) };
    case 'MULTIPLE_CHOICE': return { choices: shuffled([...Array(n).keys()]).slice(0, 1 + pick(n)) };
    case 'SHORT_ANSWER': return { text: WORDS[pick(WORDS.length)] };
    case 'NUMERIC': return { value: Math.round(Math.random() * 1000) / 100 };
    case 'FILL_IN_BLANKS': return { blanks: Array.from({ length: question.blankCount }, () => WORDS[pick(WORDS.length)]) };
    case 'MATCHING': return { pairs: question.prompts.map((prompt) => ({ prompt: prompt.index, match: pick(question.matches.length) })) };
    case 'ORDERING': return { order: shuffled([...Array(n).keys()]) };
    default: throw new Error(`no random answer for ${question.type}`);
  }
}

/** JSON with object keys sorted: PostgreSQL's jsonb gives keys back in its own order. */
const canonical = (value) => JSON.stringify(value, (_key, entry) => (entry && typeof entry === 'object' && !Array.isArray(entry)
  ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b))) : entry));

/** CPU seconds (user + system) a process has used, from /proc; 0 when it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The throwaway PostgreSQL's processes: its postmaster (postmaster.pid) and that one's children. */
function postgresPids(dataDir) {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).filter((pid) => {
    try { return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster; } catch { return false; }
  }).map(Number);
  return [postmaster, ...children];
}

/** What our own processes used of the machine's CPU between two readings, and the machine's load. */
function cpuReading(serverPid, dataDir) {
  const postgres = postgresPids(dataDir).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const usage = process.cpuUsage();
  return { at: Date.now(), server: cpuSeconds(serverPid), postgres, bench: (usage.user + usage.system) / 1e6, load: os.loadavg()[0] };
}

const percentile = (sorted, share) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] : null);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(ctx, api, postgres) {
  const setup = await prepare(postgres.url);
  const origin = `http://127.0.0.1:${api.port}`;
  const members = setup.families.map((family) => ({
    userId: family.user_id,
    headers: { 'content-type': 'application/json', 'x-organization': ORGANIZATION, 'x-lang': 'en', authorization: `Bearer ${accessToken(family.user_id, setup.organizationId, family.id)}` },
    deviceId: `bench-${crypto.randomBytes(6).toString('hex')}`,
    attempt: null,
    busy: false,
  }));
  const request = async (member, method, path, body) => {
    const started = performance.now();
    const response = await fetch(`${origin}/api/courses/${setup.courseId}${path}`, { method, headers: member.headers, body: JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
  };

  // Every attempt of the bench ends at the same instant: the item's availableTo.
  const t0 = Date.now() + 2_000;
  const answersEnd = t0 + START_WINDOW_MS + ANSWER_AFTER_STARTS_MS;
  const deadline = answersEnd + DEADLINE_AFTER_ANSWERS_MS;
  {
    const pg = requireFromApi('pg');
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query("select set_config('app.bypass_rls', 'on', false)");
    await client.query('update course_subsections set available_to = $1 where id = $2', [new Date(deadline), setup.subsectionId]);
    await client.end();
  }
  ctx.log(`${MEMBERS} members, 1 exam of ${QUESTIONS.length} questions; starts over ${START_WINDOW_MS / 1000} s, answers at ${ANSWER_RATE}/s until ${(answersEnd - t0) / 1000} s, deadline at ${(deadline - t0) / 1000} s`);
  await sleep(t0 - Date.now());
  const cpuBefore = cpuReading(api.child.pid, postgres.dataDir);

  const startTimes = [];
  const startFailures = [];
  const startAll = (async () => {
    const inFlight = [];
    for (const [index, member] of members.entries()) {
      await sleep(Math.max(0, t0 + (index * START_WINDOW_MS) / MEMBERS - Date.now()));
      inFlight.push(request(member, 'POST', `/exams/${setup.subsectionId}/attempts`, { deviceId: member.deviceId }).then((res) => {
        startTimes.push(res.ms);
        if (res.status !== 201 && res.status !== 200) startFailures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        else member.attempt = { id: res.body.attempt.id, questions: res.body.questions.map((question) => ({ ...question, sequence: 0 })) };
      }));
    }
    await Promise.all(inFlight);
  })();

  // What each member was told: per attempt question, every save sent and the highest sequence acknowledged as applied.
  const sent = new Map();
  const acknowledged = new Map();
  const saveTimes = [];
  const failures = [];
  let replayMismatches = 0;
  let staleApplied = 0;
  let appliedSaves = 0;
  let saves = 0;
  let skipped = 0;
  const save = async (member) => {
    member.busy = true;
    try {
      const question = member.attempt.questions[pick(member.attempt.questions.length)];
      const stale = question.sequence > 1 && Math.random() < STALE_SHARE;
      const sequence = stale ? question.sequence - 1 : ++question.sequence;
      const response = randomResponse(question);
      const body = { response, sequence, idempotencyKey: crypto.randomUUID() };
      const path = `/exam-attempts/${member.attempt.id}/answers/${question.attemptQuestionId}`;
      if (!stale) sent.set(`${question.attemptQuestionId}:${sequence}`, response);
      const first = await request(member, 'PUT', path, body);
      saves += 1;
      saveTimes.push(first.ms);
      if (first.status !== 200) {
        failures.push(`${first.status} ${JSON.stringify(first.body).slice(0, 160)}`);
        return;
      }
      if (stale && first.body.applied) staleApplied += 1;
      if (first.body.applied) {
        appliedSaves += 1;
        const known = acknowledged.get(question.attemptQuestionId) ?? 0;
        if (sequence > known) acknowledged.set(question.attemptQuestionId, sequence);
      }
      if (Math.random() < REPLAY_SHARE) {
        // The browser did not see the answer and sends the same save again.
        const again = await request(member, 'PUT', path, body);
        saves += 1;
        saveTimes.push(again.ms);
        if (again.status !== 200 || JSON.stringify(again.body) !== JSON.stringify(first.body)) replayMismatches += 1;
      }
    } finally {
      member.busy = false;
    }
  };

  const answering = (async () => {
    const inFlight = new Set();
    let due = 0;
    let last = Date.now();
    while (Date.now() < answersEnd) {
      await sleep(2);
      const now = Date.now();
      due += ((now - last) / 1000) * ANSWER_RATE;
      last = now;
      const idle = members.filter((member) => member.attempt && !member.busy);
      while (due >= 1) {
        due -= 1;
        const member = idle.length ? idle.splice(pick(idle.length), 1)[0] : null;
        if (!member) {
          skipped += 1;
          continue;
        }
        const running = save(member).catch((error) => failures.push(String(error))).finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
    }
    await Promise.all(inFlight);
  })();

  await Promise.all([startAll, answering]);
  const cpuAfter = cpuReading(api.child.pid, postgres.dataDir);
  const answeringSeconds = (answersEnd - t0) / 1000;
  const wall = (cpuAfter.at - cpuBefore.at) / 1000;
  const share = (key) => ((cpuAfter[key] - cpuBefore[key]) / wall).toFixed(2);
  const cpuNote = `CPU cores used during the load: API ${share('server')}, PostgreSQL ${share('postgres')}, this bench ${share('bench')}; `
    + `machine load average ${cpuBefore.load.toFixed(1)} before, ${cpuAfter.load.toFixed(1)} after (${os.cpus().length} cores)`;
  ctx.log(cpuNote);
  ctx.log(`started ${members.filter((member) => member.attempt).length} attempts (${startFailures.length} failed${startFailures.length ? `: ${startFailures[0]}` : ''}); `
    + `${saves} saves in ${answeringSeconds} s (${(saves / answeringSeconds).toFixed(0)}/s; ${skipped} due while every started member had a save in flight), ${failures.length} failed${failures.length ? `: ${failures[0]}` : ''}`);

  // The deadline: poll until no attempt of the exam is open.
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query("select set_config('app.bypass_rls', 'on', false)");
  let open = Infinity;
  let lastSeenOpen = Date.now();
  let firstFinished = null;
  while (open > 0 && Date.now() < deadline + 60_000) {
    const { rows: [row] } = await client.query("select count(*)::int as open from exam_attempts where subsection_id = $1 and status = 'IN_PROGRESS'", [setup.subsectionId]);
    const now = Date.now();
    if (row.open < members.length && firstFinished === null && now >= deadline) firstFinished = now;
    open = row.open;
    if (open > 0) lastSeenOpen = now;
    else break;
    await sleep(50);
  }
  const allFinishedAt = open === 0 ? Date.now() : null;
  const lagMs = allFinishedAt === null ? null : Math.max(0, allFinishedAt - deadline);
  ctx.log(`deadline job: first attempts finished ${firstFinished === null ? '-' : `${firstFinished - deadline} ms`} after the deadline, `
    + `every attempt ${lagMs === null ? `NOT finished (${open} open after 60 s)` : `${lagMs} ms after (last seen open ${lastSeenOpen - deadline} ms after)`}`);

  // Lost: a question whose stored answer is older than one the member was told was saved, or differs from what was sent.
  const { rows: stored } = await client.query(
    `select q.id, q.response, q.response_sequence as sequence from exam_attempt_questions q join exam_attempts a on a.id = q.attempt_id where a.subsection_id = $1`,
    [setup.subsectionId]);
  let lost = 0;
  for (const row of stored) {
    const told = acknowledged.get(row.id) ?? 0;
    if (row.sequence < told) lost += 1;
    else if (row.sequence > 0 && canonical(row.response) !== canonical(sent.get(`${row.id}:${row.sequence}`))) lost += 1;
  }
  const { rows: [counts] } = await client.query(
    `select
       (select count(*)::int from (select user_id from exam_attempts where subsection_id = $1 group by user_id having count(*) > 1) as twice) as members_with_two,
       (select count(*)::int from exam_answer_saves s join exam_attempts a on a.id = s.attempt_id where a.subsection_id = $1) as save_rows,
       (select count(*)::int from exam_attempts where subsection_id = $1 and status = 'GRADED' and finished_by = 'DEADLINE') as graded`,
    [setup.subsectionId]);
  await client.end();
  // Each save acknowledged as applied is one row; a replay or a retry adds none.
  const extraRows = Math.abs(counts.save_rows - appliedSaves);
  const duplicated = counts.members_with_two + replayMismatches + staleApplied + extraRows;
  ctx.log(`stored answers checked: ${stored.length} questions; lost ${lost}; members with two attempts ${counts.members_with_two}, replays answered differently ${replayMismatches}, `
    + `stale saves applied ${staleApplied}; ${counts.save_rows} saves recorded for ${appliedSaves} acknowledged as applied; ${counts.graded} attempts graded at the deadline`);

  saveTimes.sort((a, b) => a - b);
  startTimes.sort((a, b) => a - b);
  const offered = `${MEMBERS} members, ${(saves / answeringSeconds).toFixed(0)} saves/s over ${answeringSeconds} s`;
  return [
    { metric: 'answer save p50', value: percentile(saveTimes, 0.5), unit: 'ms', note: `${offered}; ${cpuNote}` },
    { metric: 'answer save p99', value: percentile(saveTimes, 0.99), unit: 'ms', budget: P99_BUDGET_MS, note: `max ${saveTimes.at(-1)?.toFixed(0)} ms; ${failures.length} failed` },
    { metric: 'attempt start p99', value: percentile(startTimes, 0.99), unit: 'ms', note: `p50 ${percentile(startTimes, 0.5)?.toFixed(0)} ms; ${startFailures.length} failed` },
    { metric: 'answers lost', value: lost, unit: 'count', budget: 0, note: `of ${stored.length} questions, against every save acknowledged` },
    { metric: 'answers duplicated', value: duplicated, unit: 'count', budget: 0, note: 'second attempts, replays answered differently, stale saves applied, save rows beyond the acknowledged' },
    { metric: 'deadline to all attempts finished', value: lagMs, unit: 'ms', budget: DEADLINE_BUDGET_MS, note: `${counts.graded} of ${MEMBERS} attempts graded at one shared deadline` },
    { metric: 'failed saves and starts', value: failures.length + startFailures.length, unit: 'count', budget: 0 },
  ];
}

export default {
  name: 'exam-answers',
  title: `${MEMBERS} members take one exam on PostgreSQL 15: ${ANSWER_RATE} answers/s, answers lost, the deadline job`,
  run: (ctx) => onThrowawayPostgres(ctx, measure),
};
