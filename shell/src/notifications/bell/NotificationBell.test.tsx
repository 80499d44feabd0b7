/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import type { NotificationItem } from '@halaqa/contracts/src/notifications';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { initI18n } from '@halaqa/i18n';
import { resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { memberSession, renderInShell } from '../../test-support/render-in-shell';
import { loadNotificationTexts } from '../notification-texts';
import { NotificationBell } from './NotificationBell';

const item = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  text: `Notification ${id}`,
  readAt: null,
  createdAt: new Date(Date.now() - id * 60_000).toISOString(),
  imgUrl: null,
  to: '/dashboard',
  category: 'announcement',
  data: { notificationTemplate: 11, announcementId: id },
  ...overrides,
});

// No EventSource in jsdom: the stream stays off and the bus plays its part.
beforeAll(async () => {
  await initI18n('en', organizationFixture().terminology);
  await loadNotificationTexts();
});
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetRouteState();
});

async function renderBell(count: number, items: NotificationItem[], language: 'en' | 'ar' = 'en') {
  answer('GET', 'notifications/count', { status: 200, body: { count } });
  answer('GET', 'notifications/v2', { status: 200, body: { count: items.length, data: items } });
  return renderInShell(<NotificationBell />, { session: memberSession(), language });
}

describe('NotificationBell', () => {
  it('shows 9+ above nine, opens the panel on the all tab and moves with the arrow keys', async () => {
    await renderBell(12, [item(1), item(2, { readAt: '2026-11-20T10:00:00.000Z' })]);
    // The button's name holds the badge as shown (WCAG 2.5.3: a voice user says what they see).
    const button = await screen.findByRole('button', { name: 'Notifications, 9+ unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+');
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const tabs = within(panel).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Unread', 'Settings']);
    expect(tabs[0]).toHaveFocus();
    expect(await within(panel).findAllByTestId('notification-entry')).toHaveLength(2);
    expect(requestsTo('GET', 'notifications/v2')[0]!.query.get('take')).toBe('10');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('tab', { name: 'Unread' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('clicking a notification marks it read, lowers the badge and closes the panel', async () => {
    await renderBell(2, [item(5)]);
    answer('POST', 'notifications/read/5', { status: 200, body: { id: 5, readAt: new Date().toISOString() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const entry = await screen.findByTestId('notification-entry');
    await userEvent.click(within(entry).getByRole('link'));
    await waitFor(() => expect(requestsTo('POST', 'notifications/read/5')).toHaveLength(1));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the live count from the stream (through the bus) and marks all read', async () => {
    await renderBell(0, [item(1)]);
    const button = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    act(() => bus.emit('unread.changed', { count: 3 }));
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    answer('POST', 'notifications/read', { status: 200, body: { read: 3 } });
    await userEvent.click(button);
    const markAll = await screen.findByTestId('notifications-mark-all');
    await userEvent.click(markAll);
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    // Nothing left to read: the button stays where the focus is, and Escape still closes the panel.
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(markAll).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when someone presses outside it', async () => {
    await renderBell(0, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the settings tab switches a group off, in Arabic', async () => {
    await renderBell(0, [], 'ar');
    answer('GET', 'notification-control-groups', { status: 200, body: [{ id: 2, key: 'announcements', name: 'الإعلانات', description: 'أخبار جهتك' }] });
    answer('GET', 'notification-control-groups/settings', { status: 200, body: [{ notificationControlGroupId: 2, isDisabled: false }] });
    answer('PATCH', 'notification-control-groups/settings', { status: 200, body: [{ notificationControlGroupId: 2, isDisabled: true }] });
    await userEvent.click(await screen.findByRole('button', { name: 'الإشعارات' }));
    await userEvent.click(screen.getByRole('tab', { name: 'الإعدادات' }));
    const toggle = await screen.findByRole('switch', { name: /الإعلانات/ });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(requestsTo('PATCH', 'notification-control-groups/settings')[0]!.body).toEqual([{ notificationControlGroupId: 2, isDisabled: true }]);
  });
});
