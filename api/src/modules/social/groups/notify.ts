import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { siteLink } from '../../../core/site-url';
import { personName } from '../../lms/localized-name';
import { recordEvent, type BothLanguages } from '../../notifications/events';
import { queueMessage } from '../../outbox/service';
import { users } from '../../users/tables';
import { socialGroupMemberships } from '../tables';
import type { SocialCaller } from './caller';
import type { GroupRow } from './group-access';

/** The domain events of groups and posts (notifications/events.ts; notices in notices.ts, templates 1 and 27-30). */

async function namesOf(tx: Db, organizationId: number, userId: number): Promise<BothLanguages> {
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName })
    .from(users).where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  if (!row) return { en: '', ar: '' };
  return { en: personName('en', row), ar: personName('ar', row) };
}

const INVITATION_TEXT: Record<Language, (inviter: string, group: string, link: string) => { subject: string; body: string }> = {
  en: (inviter, group, link) => ({
    subject: `${inviter} invited you to “${group}”`,
    body: `${inviter} invited you to join the group “${group}”.\n\nOpen it to accept or decline: ${link}`,
  }),
  ar: (inviter, group, link) => ({
    subject: `دعاك ${inviter} إلى «${group}»`,
    body: `دعاك ${inviter} للانضمام إلى المجموعة «${group}».\n\nافتحها للقبول أو الاعتذار: ${link}`,
  }),
};

export async function recordInvitation(
  tx: Db, caller: SocialCaller, group: GroupRow, invitee: { id: number; email: string; language: Language }, site: string,
): Promise<void> {
  const inviter = await namesOf(tx, caller.organizationId, caller.userId);
  await recordEvent(tx, {
    type: 'group.invited', organizationId: caller.organizationId, actorUserId: caller.userId, subject: { groupId: group.id },
    audience: { kind: 'users', userIds: [invitee.id] }, payload: { groupName: group.name, inviter },
  });
  const link = siteLink(site, `/groups/${group.id}`, {});
  const text = INVITATION_TEXT[invitee.language](invitee.language === 'ar' ? inviter.ar || inviter.en : inviter.en, group.name, link);
  await queueMessage(tx, {
    organizationId: caller.organizationId, channel: 'email', recipient: invitee.email, template: 'group-invitation',
    language: invitee.language, subject: text.subject, body: text.body, data: { link, groupId: String(group.id) },
  });
}

export async function recordRequestDecided(tx: Db, caller: SocialCaller, group: GroupRow, userId: number, accepted: boolean): Promise<void> {
  await recordEvent(tx, {
    type: 'group.request-decided', organizationId: caller.organizationId, actorUserId: caller.userId, subject: { groupId: group.id },
    audience: { kind: 'users', userIds: [userId] }, payload: { groupName: group.name, accepted },
  });
}

/** To the group's other ACCEPTED members. */
export async function recordPostCreated(tx: Db, caller: SocialCaller, group: GroupRow, postId: number): Promise<void> {
  const members = await tx.select({ userId: socialGroupMemberships.userId }).from(socialGroupMemberships)
    .where(and(eq(socialGroupMemberships.groupId, group.id), eq(socialGroupMemberships.status, 'ACCEPTED'), ne(socialGroupMemberships.userId, caller.userId)));
  if (members.length === 0) return;
  await recordEvent(tx, {
    type: 'group.post-created', organizationId: caller.organizationId, actorUserId: caller.userId, subject: { groupId: group.id, postId },
    audience: { kind: 'users', userIds: members.map((member) => member.userId) },
    payload: { groupName: group.name, author: await namesOf(tx, caller.organizationId, caller.userId) },
  });
}

type PostActivity = 'post.commented' | 'comment.replied' | 'post.liked';

/** A comment, a reply or a like, to the author of what it answers (never to the caller themself). */
export async function recordPostActivity(
  tx: Db, caller: SocialCaller, type: PostActivity, target: { groupId: number; groupName: string; postId: number; recipientId: number },
): Promise<void> {
  if (target.recipientId === caller.userId) return;
  await recordEvent(tx, {
    type, organizationId: caller.organizationId, actorUserId: caller.userId, subject: { groupId: target.groupId, postId: target.postId },
    audience: { kind: 'users', userIds: [target.recipientId] },
    payload: { groupName: target.groupName, author: await namesOf(tx, caller.organizationId, caller.userId) },
  });
}
