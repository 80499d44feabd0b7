import { controlGroupOf, NOTIFICATION_TEMPLATES } from '@halaqa/contracts/src/notifications';
import { noticeOf } from '../src/modules/notifications/notices';
import { notificationPath } from '../src/modules/notifications/targets';

/** What a coaching session's notices say and where they lead (docs/design/coaching-api.md "Notifications"). */

const coach = { en: 'Huda Karim', ar: 'هدى كريم' };
const member = { en: 'Sara Haddad', ar: 'سارة حداد' };
const startsAt = '2030-03-10T09:00:00.000Z';
const PAYLOADS: Record<string, unknown> = {
  'coaching.booked': { coach, member, startsAt },
  'coaching.cancelled': { coach, member, startsAt, by: 'COACH', outcome: 'CREDIT_GIVEN' },
  'coaching.rescheduled': { coach, member, startsAt, fromStartsAt: '2030-03-09T09:00:00.000Z' },
  'coaching.hold-expired': { coach, startsAt },
  'coaching.reminder': { coach, member, startsAt, kind: '1h' },
};

test.each(Object.entries(PAYLOADS))('%s leads to the member\'s sessions, in both languages, and can be switched off as coaching', (type, payload) => {
  const notice = noticeOf(type, payload, { bookingId: 7 });
  expect(notice?.data).toEqual({ notificationTemplate: NOTIFICATION_TEMPLATES.COACHING_SESSION, bookingId: 7 });
  expect(notificationPath(notice!.data)).toBe('/coaching/my-sessions');
  expect(notice!.texts.en).toContain('Huda Karim');
  expect(notice!.texts.ar).toContain('هدى كريم');
  expect(controlGroupOf(notice!.templateId)).toBe(8);
});

test('the cancelled notice says who cancelled; the reminder says when', () => {
  expect(noticeOf('coaching.cancelled', PAYLOADS['coaching.cancelled'], { bookingId: 7 })?.texts.en).toContain('by the coach');
  expect(noticeOf('coaching.reminder', PAYLOADS['coaching.reminder'], { bookingId: 7 })?.texts.en).toContain('starts in an hour');
});
