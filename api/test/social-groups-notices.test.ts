import { notificationCategoryOf } from '@halaqa/contracts/src/notifications';
import { noticeOf } from '../src/modules/notifications/notices';

/** The notices of the groups' domain events (spec section 4: group template 1, post templates 27-30). */

const author = { en: 'Sara Haddad', ar: 'سارة حداد' };
const subject = { groupId: 7, postId: 42 };

test.each([
  ['group.invited', { groupName: 'Product Guild', inviter: author }, 1, 'group', { groupId: 7 }],
  ['group.request-decided', { groupName: 'Product Guild', accepted: true }, 1, 'group', { groupId: 7 }],
  ['post.commented', { groupName: 'Product Guild', author }, 27, 'post', subject],
  ['comment.replied', { groupName: 'Product Guild', author }, 28, 'post', subject],
  ['post.liked', { groupName: 'Product Guild', author }, 29, 'post', subject],
  ['group.post-created', { groupName: 'Product Guild', author }, 30, 'post', subject],
] as const)('%s: template %i, %s category, with its ids and both languages', (type, payload, templateId, category, ids) => {
  const notice = noticeOf(type, payload, subject);
  expect(notice?.templateId).toBe(templateId);
  expect(notificationCategoryOf(templateId)).toBe(category);
  expect(notice?.data).toEqual({ notificationTemplate: templateId, ...ids });
  expect(notice?.texts.en).toContain('Product Guild');
  expect(notice?.texts.ar).toContain('Product Guild');
  if ('author' in payload) expect([notice?.texts.en, notice?.texts.ar]).toEqual([expect.stringContaining('Sara'), expect.stringContaining('سارة')]);
});

test('a declined request says so', () => {
  expect(noticeOf('group.request-decided', { groupName: 'Circle', accepted: false }, { groupId: 1 })?.texts.en).toBe('Your request to join “Circle” was declined.');
});
