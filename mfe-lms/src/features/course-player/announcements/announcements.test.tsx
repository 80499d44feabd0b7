import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import type { CourseAnnouncement } from '../api/types';
import { answerPlayer } from '../testing/answer-player';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const announcement = (id: number, anonymous = false): CourseAnnouncement => ({
  id, title: `News ${id}`, content: `<p>Body ${id}</p><script>bad()</script>`, announcementDate: '2026-03-05T10:00:00.000Z',
  author: anonymous ? null : { id: 5, name: 'Huda Saleh', profileImageUrl: null },
});

describe('announcements', () => {
  it('lists them a page at a time', async () => {
    answerPlayer();
    answer('GET', 'courses/11/announcements', (request) => {
      const skip = Number(request.query.get('skip'));
      return { status: 200, body: { count: 12, data: Array.from({ length: skip === 0 ? 10 : 2 }, (_, i) => announcement(skip + i + 1)) } };
    });
    await renderPage('/lms/courses/11/announcements', { signedIn: true });
    expect(await screen.findAllByTestId('announcement')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'News 1' })).toHaveAttribute('href', '/lms/courses/11/announcements/1');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Announcement pages' })).getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: 'News 12' })).toBeInTheDocument();
    expect(requestsTo('GET', 'courses/11/announcements').map((request) => request.query.get('skip'))).toEqual(['0', '10']);
  });

  it('shows one, without its author when posted anonymously', async () => {
    answerPlayer();
    answer('GET', 'courses/11/announcements/4', { status: 200, body: announcement(4, true) });
    await renderPage('/lms/courses/11/announcements/4', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'News 4' })).toBeInTheDocument();
    expect(screen.getByTestId('announcement-meta')).toHaveTextContent('Mar 5, 2026');
    expect(screen.getByTestId('announcement-meta')).not.toHaveTextContent('Huda');
    expect(screen.getByTestId('announcement-content').querySelector('script')).toBeNull();
  });
});
