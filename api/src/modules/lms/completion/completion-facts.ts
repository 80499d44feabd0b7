import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { COMPLETABLE_CONTENT_TYPES } from '../progress/content-types';
import type { CompletionFacts } from './passing-rule';

/** Where a member stands in a course's lectures and required items (the grade comes from grades/final-grade.ts). */
export type AttendanceAndItems = Pick<CompletionFacts, 'lecturesHeld' | 'lecturesUpcoming' | 'lecturesAttended' | 'itemsLeft'>;

/**
 * Whether subsection `s` (joined with its section `c`) is shown to the
 * member: published, in a published section, and in its audience. The rule
 * of "Visibility and locks" (rule 1) that the outline and
 * recompute-progress.ts apply, for one member in SQL.
 */
const visibleTo = (userId: number): SQL => sql`(c.is_published and s.is_published and (
  s.audience = 'ALL'
  or (s.audience = 'SPECIFIC_STUDENTS' and exists (
    select 1 from subsection_audience_students a where a.subsection_id = s.id and a.user_id = ${userId}))
  or (s.audience = 'SPECIFIC_GROUPS' and exists (
    select 1 from subsection_audience_groups g join course_group_members m on m.group_id = g.group_id
    where g.subsection_id = s.id and m.user_id = ${userId}))))`;

const firstRow = <Row>(result: unknown): Row | undefined => (result as { rows: Row[] }).rows[0];

/**
 * The course's lectures (those of items hidden from the member left out,
 * as "my attendance" shows them): how many have started, how many are still
 * to come, and how many the member attended; and the content type of each
 * required item (one that counts in progress) the member has not completed.
 * passing-rule.ts decides what of it counts.
 */
export async function attendanceAndItemsOf(db: Db, { courseId, userId, now }: { courseId: number; userId: number; now: Date }): Promise<AttendanceAndItems> {
  const completable = sql.join(COMPLETABLE_CONTENT_TYPES.map((type) => sql`${type}`), sql`, `);
  const lectureShown = sql`(l.subsection_id is null or exists (
    select 1 from course_subsections s join course_sections c on c.id = s.section_id where s.id = l.subsection_id and ${visibleTo(userId)}))`;
  const at = now.toISOString();
  const result = await db.execute(sql`
    with lectures as (
      select 'ONLINE' as kind, l.id, l.starts_at <= ${at} as held from online_lectures l where l.course_id = ${courseId} and ${lectureShown}
      union all
      select 'ON_CAMPUS' as kind, l.id, l.starts_at <= ${at} as held from on_campus_lectures l where l.course_id = ${courseId} and ${lectureShown}
    )
    select
      (select count(*) from lectures where held)::int as held,
      (select count(*) from lectures where not held)::int as upcoming,
      (select count(*) from lectures h where h.held and exists (
        select 1 from attendance_records r where r.user_id = ${userId} and r.course_id = ${courseId}
          and ((h.kind = 'ONLINE' and r.online_lecture_id = h.id) or (h.kind = 'ON_CAMPUS' and r.on_campus_lecture_id = h.id))))::int as attended,
      coalesce((select array_agg(s.content_type::text order by s.id) from course_subsections s join course_sections c on c.id = s.section_id
        where c.course_id = ${courseId} and not s.is_optional and s.weight > 0 and s.content_type in (${completable})
          and ${visibleTo(userId)}
          and not exists (select 1 from subsection_progress sp
            where sp.user_id = ${userId} and sp.subsection_id = s.id and sp.completed_at is not null)), '{}') as items_left`);
  const row = firstRow<{ held: number; upcoming: number; attended: number; items_left: string[] | string }>(result);
  return {
    lecturesHeld: Number(row?.held ?? 0),
    lecturesUpcoming: Number(row?.upcoming ?? 0),
    lecturesAttended: Number(row?.attended ?? 0),
    itemsLeft: arrayOf(row?.items_left),
  };
}

/** A text[] column as the driver hands it: an array, or (PGlite over raw SQL) the literal `{A,B}`. */
function arrayOf(value: string[] | string | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value.replace(/^\{|\}$/g, '').split(',');
}
