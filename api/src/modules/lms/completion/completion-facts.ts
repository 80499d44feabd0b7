import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { COMPLETABLE_CONTENT_TYPES } from '../progress/content-types';

/** Where a member stands in a course's attendance and required items (the grade comes from grades/final-grade.ts). */
export interface AttendanceAndItems {
  lecturesHeld: number;
  lecturesAttended: number;
  itemsLeft: number;
}

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
 * In one statement: the lectures that have started (those of items hidden
 * from the member left out, as "my attendance" shows them), how many the
 * member attended, and the required items (those that count in progress)
 * the member has not completed.
 */
export async function attendanceAndItemsOf(db: Db, { courseId, userId, now }: { courseId: number; userId: number; now: Date }): Promise<AttendanceAndItems> {
  const completable = sql.join(COMPLETABLE_CONTENT_TYPES.map((type) => sql`${type}`), sql`, `);
  const lectureShown = sql`(l.subsection_id is null or exists (
    select 1 from course_subsections s join course_sections c on c.id = s.section_id where s.id = l.subsection_id and ${visibleTo(userId)}))`;
  const result = await db.execute(sql`
    with held as (
      select 'ONLINE' as kind, l.id from online_lectures l where l.course_id = ${courseId} and l.starts_at <= ${now.toISOString()} and ${lectureShown}
      union all
      select 'ON_CAMPUS' as kind, l.id from on_campus_lectures l where l.course_id = ${courseId} and l.starts_at <= ${now.toISOString()} and ${lectureShown}
    )
    select
      (select count(*) from held)::int as held,
      (select count(*) from held h where exists (
        select 1 from attendance_records r where r.user_id = ${userId} and r.course_id = ${courseId}
          and ((h.kind = 'ONLINE' and r.online_lecture_id = h.id) or (h.kind = 'ON_CAMPUS' and r.on_campus_lecture_id = h.id))))::int as attended,
      (select count(*) from course_subsections s join course_sections c on c.id = s.section_id
        where c.course_id = ${courseId} and not s.is_optional and s.weight > 0 and s.content_type in (${completable})
          and ${visibleTo(userId)}
          and not exists (select 1 from subsection_progress sp
            where sp.user_id = ${userId} and sp.subsection_id = s.id and sp.completed_at is not null))::int as items_left`);
  const row = firstRow<{ held: number; attended: number; items_left: number }>(result);
  return { lecturesHeld: Number(row?.held ?? 0), lecturesAttended: Number(row?.attended ?? 0), itemsLeft: Number(row?.items_left ?? 0) };
}
