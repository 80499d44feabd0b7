import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { COMPLETABLE_CONTENT_TYPES } from './content-types';

/**
 * Stores course_enrollees.progress again for the course's enrollees (all of
 * them, or `userIds`), in one statement: the formula of progress-rule.ts in
 * SQL (docs/design/course-player-api.md "Progress formula"). Call it inside
 * the transaction that changed what counts: a completion, or an author's
 * change to the course's sections and subsections. Rows whose value does not
 * change are not written.
 *
 * Under row-level security it reaches the enrollees of the request's
 * organization only (course_enrollees, subsection_progress and
 * course_group_members are tenant tables).
 */
export async function recomputeCourseProgress(tx: Db, courseId: number, userIds?: readonly number[]): Promise<void> {
  if (userIds && userIds.length === 0) return;
  const members: SQL = userIds ? sql`and e.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const completable = sql.join(COMPLETABLE_CONTENT_TYPES.map((type) => sql`${type}`), sql`, `);
  await tx.execute(sql`
    update course_enrollees set progress = computed.percent
    from (
      select e.id,
        (case when coalesce(sum(r.weight), 0) = 0 then 0
          else round(100.0 * coalesce(sum(r.weight) filter (where sp.completed_at is not null), 0) / sum(r.weight)) end)::smallint as percent
      from course_enrollees e
      left join (
        select s.id, s.weight, s.audience
        from course_subsections s
        join course_sections c on c.id = s.section_id
        where c.course_id = ${courseId} and c.is_published and s.is_published and not s.is_optional
          and s.weight > 0 and s.content_type in (${completable})
      ) r on (
        r.audience = 'ALL'
        or (r.audience = 'SPECIFIC_STUDENTS' and exists (
          select 1 from subsection_audience_students a where a.subsection_id = r.id and a.user_id = e.user_id))
        or (r.audience = 'SPECIFIC_GROUPS' and exists (
          select 1 from subsection_audience_groups g join course_group_members m on m.group_id = g.group_id
          where g.subsection_id = r.id and m.user_id = e.user_id))
      )
      left join subsection_progress sp on sp.user_id = e.user_id and sp.subsection_id = r.id and sp.completed_at is not null
      where e.course_id = ${courseId} ${members}
      group by e.id
    ) computed
    where course_enrollees.id = computed.id and course_enrollees.progress is distinct from computed.percent`);
}
