import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { organizations } from '../modules/organizations/tables';
import {
  socialCommentLikes, socialComments, socialGroupMemberships, socialGroupRatings, socialGroups, socialPostLikes, socialPosts, socialPostSaves,
  type GroupMembershipStatus, type GroupPostPermission, type GroupPrivacy, type GroupRole,
} from '../modules/social/tables';
import { users } from '../modules/users/tables';

/**
 * Demo's social groups (issue 16), seeded once: a public guild, a private
 * circle (admin@demo runs it; member@demo is not in it: the e2e journey asks
 * to join and admin@demo accepts), a secret board (admin@demo and
 * instructor@demo only). Posts in Arabic and English, comments with a reply,
 * likes, saves and one pinned post. nour has no social platform: nothing.
 */
const DOMAIN = 'demo.halaqa.test';
const at = (who: string) => `${who}@${DOMAIN}`;

interface GroupSeed {
  name: string; description: string; privacy: GroupPrivacy; postPermission: GroupPostPermission;
  members: ReadonlyArray<{ who: string; role?: GroupRole; status?: GroupMembershipStatus }>;
  ratings: ReadonlyArray<[string, number]>;
  posts: ReadonlyArray<{
    author: string; content: string; pinned?: boolean; hoursAgo: number; likes?: string[]; saves?: string[];
    comments?: ReadonlyArray<{ author: string; content: string; replies?: ReadonlyArray<{ author: string; content: string }> }>;
  }>;
}

const GROUPS: readonly GroupSeed[] = [
  {
    name: 'Product Guild', privacy: 'PUBLIC', postPermission: 'EVERYONE',
    description: 'Product managers and designers trading notes on discovery, roadmaps and launches. Everyone is welcome.',
    members: [{ who: 'admin', role: 'ADMIN' }, { who: 'member' }, { who: 'learner' }, { who: 'coach' }, { who: 'provider' }, { who: 'shopper' }],
    ratings: [['member', 5], ['learner', 4], ['coach', 5]],
    posts: [
      {
        author: 'admin', pinned: true, hoursAgo: 72,
        content: '<p><strong>Welcome to the Product Guild!</strong> Introduce yourself below and share one product you admire.</p>',
        likes: ['member', 'learner', 'coach'],
        comments: [
          { author: 'member', content: '<p>Hi all, I am Sara. I admire how simple the Hijri calendar widgets have become.</p>', replies: [{ author: 'admin', content: '<p>Welcome, Sara! Great pick.</p>' }] },
          { author: 'learner', content: '<p>Rana here, learning product discovery this term.</p>' },
        ],
      },
      {
        author: 'member', hoursAgo: 20,
        content: '<p>What is your favourite way to run a discovery interview? I keep a list of five open questions.</p>',
        likes: ['admin', 'shopper'], saves: ['learner'],
        comments: [{ author: 'coach', content: '<p>Ask about the last time they had the problem, not about the future.</p>' }],
      },
      {
        author: 'shopper', hoursAgo: 6,
        content: '<p>نصيحة اليوم: اكتب فرضية المنتج في جملة واحدة قبل أن تبدأ التصميم.</p>',
        likes: ['member'],
        comments: [{ author: 'provider', content: '<p>فكرة ممتازة، سأجربها في مشروعي القادم.</p>' }],
      },
    ],
  },
  {
    name: 'Clinical Leadership Circle', privacy: 'PRIVATE', postPermission: 'EVERYONE',
    description: 'A closed circle for clinical leads to discuss staffing, quality and patient safety. Ask to join.',
    members: [{ who: 'admin', role: 'ADMIN' }, { who: 'learner' }, { who: 'newcomer', status: 'PENDING' }],
    ratings: [['learner', 4]],
    posts: [
      { author: 'admin', hoursAgo: 30, content: '<p>This month: handover checklists. Share the one your ward uses.</p>', likes: ['learner'] },
      { author: 'learner', hoursAgo: 10, content: '<p>نستخدم قائمة من عشر نقاط عند تسليم المناوبة، وسأرفعها هنا قريباً.</p>' },
    ],
  },
  {
    name: 'Faculty Board', privacy: 'SECRET', postPermission: 'ADMINS',
    description: 'Planning the next academic term. Invitation only.',
    members: [{ who: 'admin', role: 'ADMIN' }, { who: 'instructor' }],
    ratings: [],
    posts: [{ author: 'admin', hoursAgo: 4, content: '<p>Draft timetable for next term is ready for review.</p>', likes: ['instructor'] }],
  },
];

export async function seedSocialGroups(tx: Db, domainPrefix: string, now: Date): Promise<void> {
  if (domainPrefix !== 'demo') return;
  const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix));
  if (!org) return;
  const organizationId = org.id;
  const [existing] = await tx.select({ id: socialGroups.id }).from(socialGroups).where(eq(socialGroups.organizationId, organizationId)).limit(1);
  if (existing) return;
  const emails = [...new Set(GROUPS.flatMap((group) => group.members.map((member) => at(member.who))))];
  const people = await tx.select({ id: users.id, email: users.email }).from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.email, emails)));
  const idOf = (who: string) => {
    const person = people.find((row) => row.email === at(who));
    if (!person) throw new Error(`social seed: no demo account ${at(who)}`);
    return person.id;
  };
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  for (const seed of GROUPS) {
    const accepted = seed.members.filter((member) => (member.status ?? 'ACCEPTED') === 'ACCEPTED').length;
    const [group] = await tx.insert(socialGroups).values({
      organizationId, name: seed.name, description: seed.description, privacy: seed.privacy, postPermission: seed.postPermission,
      createdBy: idOf('admin'), memberCount: accepted, createdAt: hoursAgo(24 * 30),
    }).returning({ id: socialGroups.id });
    const groupId = group!.id;
    await tx.insert(socialGroupMemberships).values(seed.members.map((member) => ({
      organizationId, groupId, userId: idOf(member.who), role: member.role ?? 'MEMBER', status: member.status ?? 'ACCEPTED', actedBy: idOf('admin'),
    })));
    if (seed.ratings.length) {
      await tx.insert(socialGroupRatings).values(seed.ratings.map(([who, rating]) => ({ organizationId, groupId, userId: idOf(who), rating })));
    }
    for (const post of seed.posts) {
      const comments = post.comments ?? [];
      const commentCount = comments.reduce((sum, comment) => sum + 1 + (comment.replies?.length ?? 0), 0);
      const createdAt = hoursAgo(post.hoursAgo);
      const [row] = await tx.insert(socialPosts).values({
        organizationId, groupId, authorId: idOf(post.author), content: post.content, createdAt,
        isPinned: post.pinned ?? false, pinnedBy: post.pinned ? idOf('admin') : null, pinnedAt: post.pinned ? createdAt : null,
        likeCount: post.likes?.length ?? 0, saveCount: post.saves?.length ?? 0, commentCount,
      }).returning({ id: socialPosts.id });
      const postId = row!.id;
      if (post.likes?.length) await tx.insert(socialPostLikes).values(post.likes.map((who) => ({ organizationId, postId, userId: idOf(who) })));
      if (post.saves?.length) await tx.insert(socialPostSaves).values(post.saves.map((who) => ({ organizationId, postId, userId: idOf(who) })));
      let minutes = 0;
      for (const comment of comments) {
        minutes += 30;
        const [parent] = await tx.insert(socialComments).values({
          organizationId, postId, authorId: idOf(comment.author), content: comment.content,
          createdAt: new Date(createdAt.getTime() + minutes * 60_000), likeCount: comment.replies?.length ? 1 : 0,
        }).returning({ id: socialComments.id });
        if (comment.replies?.length) await tx.insert(socialCommentLikes).values({ organizationId, commentId: parent!.id, userId: idOf(post.author) });
        for (const reply of comment.replies ?? []) {
          minutes += 15;
          await tx.insert(socialComments).values({
            organizationId, postId, parentId: parent!.id, authorId: idOf(reply.author), content: reply.content,
            createdAt: new Date(createdAt.getTime() + minutes * 60_000),
          });
        }
      }
    }
  }
}
