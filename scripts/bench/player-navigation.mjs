// Moving through a course in the course player (issue 12): the built API on a
// throwaway PostgreSQL 15 with the 10,000-course catalogue, plus one course of
// 200 items (20 sections of 10 rich-text lessons; every other course has 40)
// that 2,000 members are enrolled in, half of them half-way through (100,000
// rows of progress). One
// member then walks the whole course as the player does: on each item
// GET courses/{id}/subsections/{subsectionId} and PUT .../visit (what moving
// to the next item costs), then POST .../complete (marking it done). Each
// call is timed one at a time, as a member's browser sends them. Last, one
// step runs with auto_explain on, and the plans are checked for sequential
// scans of the player's tables.
import { createRequire } from 'node:module';
import { generateCatalogue } from './support/catalogue-generator.mjs';
import { apiCall, signedInToken } from './support/api-call.mjs';
import { onThrowawayPostgres } from './support/postgres-bench.mjs';
import { accessPaths, capturePlans, planNodes } from './support/query-plans.mjs';

const ORGANIZATION = 'demo';
const SIZE = { courses: 10_000, enrollments: 100_000, members: 2000 };
const SECTIONS = 20;
const ITEMS_PER_SECTION = 10;
const P95_BUDGET_MS = 100;
/** The tables the player reads and writes on every step. */
const PLAYER_TABLES = ['subsection_progress', 'course_enrollees', 'course_subsections', 'course_sections'];

const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));

/** The 200-item course, enrollments of every generated member and their progress, straight into the database. */
async function prepareCourse(url) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: [organization] } = await client.query('select id from organizations where domain_prefix = $1', [ORGANIZATION]);
    // Every catalogue course gets an outline too (5 sections of 8 items), so the player's tables are the size of a real catalogue's.
    const filler = await client.query(
      `with sections as (
         insert into course_sections (course_id, name, week, sort_order)
         select c.id, 'Week ' || n, n, n from courses c, generate_series(1, 5) as n where c.organization_id = $1
         returning id)
       insert into course_subsections (section_id, name, content_type, is_text_only, body, sort_order)
       select s.id, 'Lesson ' || n, 'TEXT', true, '<p>Lesson</p>', n from sections s, generate_series(1, 8) as n`, [organization.id]);
    const { rows: [course] } = await client.query(
      `insert into courses (organization_id, name, brief_description, is_published, is_approved, status)
       values ($1, 'Player bench course', 'Two hundred lessons', true, true, 'APPROVED') returning id`, [organization.id]);
    await client.query('insert into course_target_organizations (course_id, organization_id, price, is_published) values ($1, $2, 0, true)', [course.id, organization.id]);
    const { rows: sections } = await client.query(
      `insert into course_sections (course_id, name, week, sort_order)
       select $1, 'Week ' || n, n, n from generate_series(1, $2) as n returning id`, [course.id, SECTIONS]);
    await client.query(
      `insert into course_subsections (section_id, name, content_type, is_text_only, body, sort_order)
       select s.id, 'Lesson ' || n, 'TEXT', true, '<p>Lesson ' || n || ' of the bench course.</p>', n
       from unnest($1::int[]) as s(id), generate_series(1, $2) as n`, [sections.map((section) => section.id), ITEMS_PER_SECTION]);
    // Every generated member, enrolled, half-way through.
    await client.query(
      `insert into course_enrollees (organization_id, course_id, user_id, progress)
       select organization_id, $1, id, 50 from users where organization_id = $2 and email like '%@members.generated.test'
       on conflict do nothing`, [course.id, organization.id]);
    const progress = await client.query(
      `insert into subsection_progress (organization_id, user_id, course_id, subsection_id, completed_at)
       select e.organization_id, e.user_id, e.course_id, ss.id, now()
       from course_enrollees e
       join course_sections cs on cs.course_id = e.course_id
       join course_subsections ss on ss.section_id = cs.id
       where e.course_id = $1 and cs.week <= $2 and e.user_id % 2 = 0`, [course.id, SECTIONS / 2]);
    await client.query('commit');
    await client.query('analyze');
    return { courseId: course.id, progressRows: progress.rowCount, fillerItems: filler.rowCount };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

const call = (port, method, urlPath, token) => apiCall(port, method, urlPath, { organization: ORGANIZATION, token });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function walk(ctx, api, postgres, postgresLog) {
  const report = await generateCatalogue(ctx, postgres.url, { prefix: ORGANIZATION, ...SIZE });
  const { courseId, progressRows, fillerItems } = await prepareCourse(postgres.url);
  ctx.log(`course ${courseId}: ${SECTIONS * ITEMS_PER_SECTION} items, ${progressRows} progress rows of other members; catalogue ${report.courses ?? SIZE.courses} courses with ${fillerItems} items in all`);

  const token = await signedInToken(api.port, 'member@demo.halaqa.test');
  await call(api.port, 'POST', `/api/courses/${courseId}/enroll`, token);
  const outline = await call(api.port, 'GET', `/api/courses/${courseId}/player`, token);
  const items = outline.body.sections.flatMap((section) => section.subsections.map((item) => item.id));
  if (items.length !== SECTIONS * ITEMS_PER_SECTION) throw new Error(`the outline lists ${items.length} items`);

  // A warm-up pass over the first section, then the measured walk.
  for (const id of items.slice(0, ITEMS_PER_SECTION)) await call(api.port, 'GET', `/api/courses/${courseId}/subsections/${id}`, token);
  const next = [];
  const complete = [];
  const outlineTimes = [];
  for (const [index, id] of items.entries()) {
    const read = await call(api.port, 'GET', `/api/courses/${courseId}/subsections/${id}`, token);
    const visit = await call(api.port, 'PUT', `/api/courses/${courseId}/subsections/${id}/visit`, token);
    next.push(read.ms + visit.ms);
    complete.push((await call(api.port, 'POST', `/api/courses/${courseId}/subsections/${id}/complete`, token)).ms);
    if (index % 20 === 0) outlineTimes.push((await call(api.port, 'GET', `/api/courses/${courseId}/player`, token)).ms);
  }
  const final = await call(api.port, 'GET', `/api/courses/${courseId}/player`, token);
  if (final.body.progress !== 100) throw new Error(`after completing every item the progress is ${final.body.progress}`);

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const last = items[items.length - 1];
  const plans = await capturePlans(postgres.url, postgresLog, async () => {
    await call(api.port, 'GET', `/api/courses/${courseId}/player`, token);
    await call(api.port, 'GET', `/api/courses/${courseId}/subsections/${last}`, token);
    await call(api.port, 'PUT', `/api/courses/${courseId}/subsections/${last}/visit`, token);
    await call(api.port, 'POST', `/api/courses/${courseId}/subsections/${last}/complete`, token);
  });
  const touching = plans.filter((entry) => planNodes(entry.plan).some((node) => PLAYER_TABLES.includes(node['Relation Name'])));
  const isSeqScan = (node) => node['Node Type'] === 'Seq Scan' && PLAYER_TABLES.includes(node['Relation Name']);
  const seqScans = touching.flatMap((entry) => planNodes(entry.plan)).filter(isSeqScan);
  for (const entry of touching) {
    const paths = PLAYER_TABLES.flatMap((table) => accessPaths(entry.plan, table));
    ctx.log(`plan (${entry.plan['Actual Total Time']} ms): ${paths.join(', ')} <- ${entry.queryText.replace(/\s+/g, ' ').slice(0, 140)}…`);
  }

  const ms = (value) => Math.round(value * 10) / 10;
  return [
    { metric: 'next item p50 (GET subsection + PUT visit)', value: ms(percentile(next, 50)), unit: 'ms', note: `${next.length} steps, one at a time` },
    { metric: 'next item p95 (GET subsection + PUT visit)', value: ms(percentile(next, 95)), unit: 'ms', budget: P95_BUDGET_MS },
    { metric: 'mark done p95 (POST complete)', value: ms(percentile(complete, 95)), unit: 'ms', note: 'recomputes the stored progress' },
    { metric: 'outline p95 (GET player, 200 items)', value: ms(percentile(outlineTimes, 95)), unit: 'ms', note: `${outlineTimes.length} reads` },
    { metric: 'seq scans of the player tables', value: seqScans.length, unit: 'count', budget: 0, note: `${touching.length} plan(s) of one step (auto_explain)${seqScans.length ? `: ${seqScans.map((node) => node['Relation Name']).join(', ')}` : ''}` },
  ];
}

export default {
  name: 'player-navigation',
  title: `course player navigation on PostgreSQL 15: ${SECTIONS * ITEMS_PER_SECTION}-item course, ${SIZE.courses} courses in the catalogue`,
  run: (ctx) => onThrowawayPostgres(ctx, walk),
};
