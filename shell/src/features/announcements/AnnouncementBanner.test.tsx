import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@halaqa/mfe-runtime';
import { renderInShell } from '../../test-support/render-in-shell';
import { api } from '../../app/api';
import { AnnouncementBanner } from './AnnouncementBanner';

jest.mock('../../app/api', () => ({ api: { GET: jest.fn(), POST: jest.fn() } }));
const get = api.GET as unknown as jest.Mock;
const post = api.POST as unknown as jest.Mock;

const announcement = (id: number, body: string, externalLink: string | null = null) => ({
  id, body, externalLink, startDate: null, endDate: null, createdAt: new Date(2026, 10, id).toISOString(),
});

function answer(data: unknown[]) {
  get.mockResolvedValue({ data: { count: data.length, data }, response: { ok: true, status: 200 } as Response });
}

describe('AnnouncementBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    get.mockReset();
    post.mockReset();
  });

  it('asks for the undismissed, unexpired list and shows the newest with its link', async () => {
    answer([announcement(2, 'Newest', 'www.example.org/news'), announcement(1, 'Older')]);
    await renderInShell(<AnnouncementBanner />);
    const banner = await screen.findByTestId('announcement-banner');
    expect(banner).toHaveTextContent('Newest');
    expect(screen.getByTestId('announcement-link')).toHaveAttribute('href', 'https://www.example.org/news');
    expect(get).toHaveBeenCalledWith('/api/org-announcements-management', {
      params: { query: { skip: 0, take: Number.MAX_SAFE_INTEGER, filterDismissed: 1, filterExpired: 1 } },
    });
  });

  it('remembers a guest dismissal in readsItems and shows the next one', async () => {
    answer([announcement(2, 'Newest'), announcement(1, 'Older')]);
    await renderInShell(<AnnouncementBanner />);
    fireEvent.click(await screen.findByTestId('announcement-close'));
    expect(screen.getByTestId('announcement-banner')).toHaveTextContent('Older');
    expect(JSON.parse(localStorage.getItem('readsItems') ?? '[]')).toEqual([2]);
    fireEvent.click(screen.getByTestId('announcement-close'));
    expect(screen.queryByTestId('announcement-banner')).not.toBeInTheDocument();
  });

  it('shows nothing when every announcement was dismissed before', async () => {
    localStorage.setItem('readsItems', '[1]');
    answer([announcement(1, 'Only')]);
    await renderInShell(<AnnouncementBanner />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByTestId('announcement-banner')).not.toBeInTheDocument();
  });

  it('dismisses by call for a signed-in member, keeping nothing in readsItems', async () => {
    const list = [announcement(2, 'Newest'), announcement(1, 'Older')];
    get.mockImplementation(async () => ({ data: { count: list.length, data: [...list] }, response: { ok: true, status: 200 } as Response }));
    post.mockImplementation(async () => {
      list.shift();
      return { data: undefined, response: { ok: true, status: 204 } as Response };
    });
    await renderInShell(<AnnouncementBanner />, { session: { signedIn: true, userId: 7 } });
    fireEvent.click(await screen.findByTestId('announcement-close'));
    await waitFor(() => expect(screen.getByTestId('announcement-banner')).toHaveTextContent('Older'));
    expect(post).toHaveBeenCalledWith('/api/org-announcements-management/{announcementId}/dismiss', { params: { path: { announcementId: 2 } } });
    expect(localStorage.getItem('readsItems')).toBeNull();
  });

  it('brings the announcement back and says so when the dismissal fails', async () => {
    answer([announcement(2, 'Newest')]);
    post.mockResolvedValue({ error: { statusCode: 500, code: 'srv-001', message: 'boom' }, response: { ok: false, status: 500 } as Response });
    await renderInShell(<AnnouncementBanner />, { session: { signedIn: true, userId: 7 } });
    fireEvent.click(await screen.findByTestId('announcement-close'));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(await screen.findByTestId('announcement-banner')).toHaveTextContent('Newest');
  });
});
