import { noticeOf } from '../src/modules/notifications/notices';
import { notificationPath } from '../src/modules/notifications/targets';

/** Where the social notices lead (docs/design/social-api.md): the event, the group, or the post. */

const to = (type: string, payload: unknown, subject: Record<string, number>) => {
  const notice = noticeOf(type, payload, subject);
  if (!notice) throw new Error(`${type} makes no notice`);
  return notificationPath(notice.data);
};
const title = { en: 'Data Ethics', ar: 'أخلاقيات البيانات' };
const author = { en: 'Sara Haddad', ar: 'سارة حداد' };

test('event notices open the event', () => {
  expect(to('event.waitlist-promoted', { title }, { eventId: 5 })).toBe('/event/5');
  expect(to('event.cancelled', { title }, { eventId: 5 })).toBe('/event/5');
});

test('group notices open the group, post notices the post', () => {
  expect(to('group.request-decided', { groupName: 'Reading circle', accepted: true }, { groupId: 4 })).toBe('/groups/4');
  expect(to('post.commented', { groupName: 'Reading circle', author }, { groupId: 4, postId: 21 })).toBe('/groups/4/post/21');
  expect(to('post.liked', { groupName: 'Reading circle', author }, { groupId: 4, postId: 21 })).toBe('/groups/4/post/21');
});
