/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@halaqa/contracts/src/notifications';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { renderRoute, resetRouteState, type RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { currentUserFixture } from '@halaqa/session/src/testing/fixtures';
import { SHELL_PAGES } from '../../app/shell-pages';
import { shell } from '../../definition';
import { shellResources } from '../../i18n/shell-resources';

/** The shell's /notifications as the site mounts it, for a signed-in member, over the fake API. */
function renderNotificationsPage(options: RenderRouteOptions = {}) {
  answer('GET', 'auth', { status: 200, body: currentUserFixture() });
  return renderRoute({ remote: shell, pages: SHELL_PAGES, translations: shellResources }, '/notifications', { otherAreas: [rolesFixture], signedIn: true, ...options });
}

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetRouteState();
});

const item = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id, text: `Notification ${id}`, readAt: null, createdAt: '2026-11-20T10:00:00.000Z', imgUrl: null, to: null,
  category: 'account', data: { notificationTemplate: 32 }, ...overrides,
});

describe('/notifications', () => {
  it('lists 15 a page with pagination, filters unread, marks read, deletes with undo', async () => {
    answer('GET', 'notifications/v2', { status: 200, body: { count: 20, data: [item(1), item(2, { readAt: '2026-11-21T10:00:00.000Z' })] } });
    await renderNotificationsPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toHaveFocus();
    expect(await screen.findAllByTestId('notification-entry')).toHaveLength(2);
    expect(requestsTo('GET', 'notifications/v2')[0]!.query.get('take')).toBe('15');
    expect(screen.getByTestId('pagination')).toBeInTheDocument();

    answer('POST', 'notifications/read/1', { status: 200, body: { id: 1, readAt: '2026-11-24T10:00:00.000Z' } });
    await userEvent.click(screen.getAllByTestId('notification-mark-read')[0]!);
    await waitFor(() => expect(requestsTo('POST', 'notifications/read/1')).toHaveLength(1));

    answer('DELETE', 'notifications/2', { status: 204 });
    answer('POST', 'notifications/2/restore', { status: 200, body: item(2) });
    const second = screen.getAllByTestId('notification-entry')[1]!;
    await userEvent.click(within(second).getByTestId('notification-delete'));
    const undo = await screen.findByTestId('notification-undo');
    await userEvent.click(within(undo).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(requestsTo('POST', 'notifications/2/restore')).toHaveLength(1));

    answer('GET', 'notifications/v2', { status: 200, body: { count: 0, data: [] } });
    await userEvent.click(screen.getByTestId('notifications-filter-unread'));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(requestsTo('GET', 'notifications/v2').at(-1)!.query.get('unread')).toBe('1');
  });

  it('says so when the list cannot be loaded, in Arabic', async () => {
    answer('GET', 'notifications/v2', apiError(500, 'srv-001', 'boom'));
    await renderNotificationsPage({ language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الإشعارات' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /إعادة المحاولة|حاول/ })).toBeInTheDocument();
  });
});
