import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { groupCardFixture } from '../../../testing/group-fixtures';
import { renderGroups, resetGroupsState } from '../../../testing/render-groups';

const toasts: string[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts.length = 0;
  off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
});
afterEach(async () => {
  off();
  expect(unhandled).toEqual([]);
  await resetGroupsState();
});

const mine = [groupCardFixture(), groupCardFixture({ id: 5, name: 'Arabic Calligraphy', privacy: 'PRIVATE', memberCount: 1, rating: null, ratingCount: 0, imageUrl: null })];
const discoverable = [
  groupCardFixture({ id: 6, name: 'Young Founders', privacy: 'PUBLIC', myMembership: null }),
  groupCardFixture({ id: 7, name: 'Hifz Circle', privacy: 'PRIVATE', myMembership: null }),
  groupCardFixture({ id: 8, name: 'Tajweed Night', privacy: 'PRIVATE', myMembership: { role: 'MEMBER', status: 'PENDING' } }),
  groupCardFixture({ id: 9, name: 'Teachers Lounge', privacy: 'SECRET', myMembership: { role: 'MEMBER', status: 'INVITED' } }),
];

function answerLists(options: { mineCount?: number } = {}) {
  answer('GET', 'groups/mine', { status: 200, body: { count: options.mineCount ?? mine.length, data: mine } });
  answer('GET', 'groups', (request) => {
    const search = request.query.get('search') ?? '';
    const data = discoverable.filter((group) => group.name.toLowerCase().includes(search.toLowerCase()));
    return { status: 200, body: { count: data.length, data } };
  });
}

describe('my groups', () => {
  it('redirects /groups to /groups/mine and lists my groups as cards with rating, members and privacy', async () => {
    answerLists();
    await renderGroups('/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Groups' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/groups/mine');
    const list = await screen.findByRole('list', { name: 'Your groups' });
    const cards = within(list).getAllByTestId('group-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Quran Reflections' })).toHaveAttribute('href', '/groups/4');
    expect(within(cards[0]!).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('(8 ratings)');
    expect(cards[0]).toHaveTextContent('24 members');
    expect(cards[0]).toHaveTextContent('Public group');
    expect(cards[1]).toHaveTextContent('1 member');
    expect(cards[1]).toHaveTextContent('Private group');
    expect(cards[1]).toHaveTextContent('No ratings yet');
    expect(Object.fromEntries(requestsTo('GET', 'groups/mine')[0]!.query)).toEqual({ skip: '0', take: '12' });
  });

  it('pages my groups through the address', async () => {
    answerLists({ mineCount: 30 });
    await renderGroups('/groups/mine');
    await screen.findAllByTestId('group-card');
    await userEvent.click(within(screen.getByTestId('my-groups-list-pagination')).getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/groups/mine?page=2'));
    await waitFor(() => expect(Object.fromEntries(requestsTo('GET', 'groups/mine').at(-1)!.query)).toEqual({ skip: '12', take: '12' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your groups' })).toHaveFocus();
  });

  it('says when I have no groups, and when discovery finds none', async () => {
    answer('GET', 'groups/mine', { status: 200, body: { count: 0, data: [] } });
    answer('GET', 'groups', { status: 200, body: { count: 0, data: [] } });
    await renderGroups('/groups/mine');
    await waitFor(() => expect(screen.getAllByTestId('empty-state')).toHaveLength(2));
    const empties = screen.getAllByTestId('empty-state');
    expect(empties.map((empty) => empty.textContent)).toEqual([
      'You have not joined any group yet. Discover groups below.', 'There are no groups to discover yet.',
    ]);
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    answer('GET', 'groups/mine', () => (++calls === 1 ? apiError(500, 'srv-001') : { status: 200, body: { count: 1, data: [mine[0]] } }));
    answer('GET', 'groups', { status: 200, body: { count: 0, data: [] } });
    await renderGroups('/groups/mine');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('Something went wrong');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Quran Reflections' })).toBeInTheDocument();
  });
});

describe('discover groups', () => {
  it('offers join, request, pending and invitation per card, and searches', async () => {
    answerLists();
    await renderGroups('/groups/mine');
    const list = await screen.findByRole('list', { name: 'Discover groups' });
    const cards = within(list).getAllByTestId('group-card');
    expect(within(cards[0]!).getByRole('button', { name: 'Join Young Founders' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Request to join Hifz Circle' })).toBeInTheDocument();
    expect(within(cards[2]!).getByTestId('membership-state')).toHaveTextContent('Request pending');
    expect(within(cards[3]!).getByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
    expect(within(cards[3]!).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    const search = within(screen.getByRole('search', { name: 'Search groups' }));
    await userEvent.type(search.getByRole('searchbox', { name: 'Search groups' }), 'hifz{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Discover groups' })).getAllByTestId('group-card')).toHaveLength(1));
    expect(Object.fromEntries(requestsTo('GET', 'groups').at(-1)!.query)).toEqual({ skip: '0', take: '12', search: 'hifz' });
  });

  it('joins a public group and asks to join a private one, then asks the lists again', async () => {
    answerLists();
    answer('POST', 'groups/6/join', { status: 200, body: { membership: { groupId: 6, userId: 3, role: 'MEMBER', status: 'ACCEPTED' } } });
    answer('POST', 'groups/7/join', { status: 200, body: { membership: { groupId: 7, userId: 3, role: 'MEMBER', status: 'PENDING' } } });
    await renderGroups('/groups/mine');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Young Founders' }));
    await waitFor(() => expect(toasts).toContain('success:You joined Young Founders.'));
    expect(within(screen.getAllByTestId('group-card').find((card) => card.textContent?.includes('Young Founders'))!).getByTestId('membership-actions')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Request to join Hifz Circle' }));
    await waitFor(() => expect(toasts).toContain('success:Your request to join Hifz Circle was sent.'));
    expect(requestsTo('POST', 'groups/6/join')).toHaveLength(1);
    await waitFor(() => expect(requestsTo('GET', 'groups/mine').length).toBeGreaterThan(1));
  });

  it('says why a join was refused (sgr-002, sgr-003)', async () => {
    answerLists();
    answer('POST', 'groups/6/join', apiError(409, 'sgr-002'));
    answer('POST', 'groups/7/join', apiError(403, 'sgr-003'));
    await renderGroups('/groups/mine');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Young Founders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already a member, or your request or invitation is waiting.');
    await userEvent.click(screen.getByRole('button', { name: 'Request to join Hifz Circle' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('You are blocked from this group.'));
  });

  it('speaks Arabic', async () => {
    answerLists();
    await renderGroups('/groups/mine', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'مجموعاتك' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('group-card');
    expect(cards[0]).toHaveTextContent('مجموعة عامة');
    expect(cards[1]).toHaveTextContent('عضو واحد');
    expect(within(cards[0]!).getByRole('img', { name: 'التقييم 4.5 من 5' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'اطلب الانضمام إلى Hifz Circle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'اكتشف المجموعات' })).toBeInTheDocument();
  });
});
