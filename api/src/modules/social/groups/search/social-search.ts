import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../../../core/db/types';
import { EventCardSchema } from '../../events/dto';
import { socialEvents, socialPosts } from '../../tables';
import type { SocialCaller } from '../caller';
import { GroupCardSchema, PostViewSchema } from '../dto';
import { eventCards } from '../feeds/event-cards';
import { discoverGroups, likePattern } from '../membership/group-cards';
import { postsNewestFirst } from '../posts/post-lists';

export const SearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200 }),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
});
export const SearchAnswerSchema = Type.Object({
  groups: Type.Array(GroupCardSchema), posts: Type.Array(PostViewSchema), events: Type.Array(EventCardSchema),
}, { title: 'SocialSearchAnswer' });

/**
 * GET /api/social/search: groups the caller may know of, posts of groups the
 * caller reads, and listed events (a group's only where the caller may know
 * of the group); each by its text, case-insensitively.
 */
export async function socialSearch(db: Db, caller: SocialCaller, query: { q: string; take?: number }) {
  const take = query.take ?? 5;
  const pattern = likePattern(query.q.trim());
  const [groups, posts, events] = await Promise.all([
    discoverGroups(db, caller, { skip: 0, take, search: query.q }),
    postsNewestFirst(db, caller, sql`${socialPosts.content} ilike ${pattern}`, { take }),
    eventCards(db, caller, sql`(${socialEvents.title} ilike ${pattern} or exists (select 1 from social_event_translations t
      where t.event_id = ${socialEvents.id} and t.title ilike ${pattern}))`, { skip: 0, take }),
  ]);
  return { groups: groups.data, posts: posts.data, events: events.data };
}
