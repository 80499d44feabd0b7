import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import type { GroupMember } from '../../../api/groups-types';
import { answerGroup, groupFixture, memberFixture } from '../../../testing/group-fixtures';
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

const pending = [memberFixture(31, { status: 'PENDING' })];
const accepted = [memberFixture(3, { role: 'ADMIN', user: { id: 3, name: 'Me', avatarUrl: null } }), memberFixture(32), memberFixture(33)];

type Lists = { PENDING: GroupMember[]; ACCEPTED: GroupMember[]; INVITED?: GroupMember[]; BLOCKED?: GroupMember[] };

function answerAdminGroup(members: Lists = { PENDING: pending, ACCEPTED: accepted }, acceptedCount?: number) {
  answerGroup(groupFixture({ canManage: true, myMembership: { role: 'ADMIN', status: 'ACCEPTED' } }), []);
  answer('GET', 'groups/4/members', (request) => {
    const status = request.query.get('status') as keyof Lists;
    const list = members[status] ?? [];
    return { status: 200, body: { count: status === 'ACCEPTED' ? acceptedCount ?? list.length : list.length, data: list } };
  });
}

describe('members panel', () => {
  it('is only for group admins', async () => {
    answerGroup(groupFixture(), []);
    await renderGroups('/groups/4');
    await screen.findByTestId('group-header');
    expect(screen.queryByTestId('members-panel')).toBeNull();
    expect(requestsTo('GET', 'groups/4/members')).toHaveLength(0);
  });

  it('accepts a request and makes a member admin', async () => {
    answerAdminGroup();
    answer('POST', 'groups/4/members/31/accept', { status: 200, body: { membership: { groupId: 4, userId: 31, role: 'MEMBER', status: 'ACCEPTED' } } });
    answer('POST', 'groups/4/members/32/make-admin', { status: 200, body: { membership: { groupId: 4, userId: 32, role: 'ADMIN', status: 'ACCEPTED' } } });
    await renderGroups('/groups/4');
    const panel = await screen.findByRole('region', { name: 'Manage members' });
    const requests = await within(panel).findByTestId('pending-members');
    expect(within(requests).getByRole('button', { name: 'Reject Person 31' })).toBeInTheDocument();
    await userEvent.click(within(requests).getByRole('button', { name: 'Accept Person 31' }));
    await waitFor(() => expect(toasts).toEqual(['success:Person 31 is now a member.']));
    const members = within(panel).getByTestId('accepted-members');
    expect(within(members).getAllByTestId('member')[0]).toHaveTextContent('Admin');
    expect(within(members).getByRole('button', { name: 'Remove admin role from Me' })).toBeInTheDocument();
    await userEvent.click(within(members).getByRole('button', { name: 'Make admin: Person 32' }));
    await waitFor(() => expect(toasts).toContain('success:Person 32 is now an admin.'));
    expect(Object.fromEntries(requestsTo('GET', 'groups/4/members')[0]!.query)).toEqual({ status: 'PENDING', skip: '0', take: '10' });
    await waitFor(() => expect(requestsTo('GET', 'groups/4/members').length).toBeGreaterThan(2));
  });

  it('removes and blocks after confirming, and says why the last admin cannot be demoted (sgr-007)', async () => {
    answerAdminGroup();
    answer('POST', 'groups/4/members/33/remove', { status: 200, body: { membership: null } });
    answer('POST', 'groups/4/members/32/block', { status: 200, body: { membership: { groupId: 4, userId: 32, role: 'MEMBER', status: 'BLOCKED' } } });
    answer('POST', 'groups/4/members/3/make-member', apiError(409, 'sgr-007'));
    await renderGroups('/groups/4');
    const members = await screen.findByTestId('accepted-members');
    await userEvent.click(within(members).getByRole('button', { name: 'Remove Person 33' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Person 33?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts).toEqual(['success:Person 33 was removed from the group.']));
    await userEvent.click(within(members).getByRole('button', { name: 'Block Person 32' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Block Person 32?' })).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(requestsTo('POST', 'groups/4/members/32/block')).toHaveLength(1));
    await userEvent.click(within(members).getByRole('button', { name: 'Remove admin role from Me' }));
    expect(await screen.findByTestId('members-error')).toHaveTextContent('The group\'s last admin cannot leave, be removed or stop being an admin.');
  });

  it('invites by email, checking the address first, and says when nobody has it (sgr-006)', async () => {
    answerAdminGroup({ PENDING: [], ACCEPTED: accepted });
    let reply: { status: number; body?: unknown } = apiError(404, 'sgr-006');
    answer('POST', 'groups/4/invite', () => reply);
    await renderGroups('/groups/4');
    const form = await screen.findByTestId('invite-form');
    expect(await screen.findByText('No one is waiting to join.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const field = within(form).getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(form).toHaveTextContent('This field is required');
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'nobody@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByTestId('invite-error')).toHaveTextContent('No member of the organization has this email address.');
    reply = { status: 200, body: { membership: { groupId: 4, userId: 50, role: 'MEMBER', status: 'INVITED' } } };
    await userEvent.clear(field);
    await userEvent.type(field, 'sara@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toasts).toEqual(['success:An invitation was sent to sara@example.com.']));
    expect(requestsTo('POST', 'groups/4/invite').map((request) => request.body)).toEqual([{ email: 'nobody@example.com' }, { email: 'sara@example.com' }]);
    expect(field).toHaveValue('');
  });

  it('says when a request was decided meanwhile (sgr-004)', async () => {
    answerAdminGroup();
    answer('POST', 'groups/4/members/31/reject', apiError(409, 'sgr-004'));
    await renderGroups('/groups/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Person 31' }));
    expect(await screen.findByTestId('members-error')).toHaveTextContent('This cannot be done from the membership\'s current state.');
  });

  it('takes back an invitation at once, and unblocks a member', async () => {
    answerAdminGroup({ PENDING: [], ACCEPTED: accepted, INVITED: [memberFixture(41, { status: 'INVITED' })], BLOCKED: [memberFixture(42, { status: 'BLOCKED' })] });
    answer('POST', 'groups/4/members/41/remove', { status: 200, body: { membership: null } });
    answer('POST', 'groups/4/members/42/unblock', { status: 200, body: { membership: null } });
    await renderGroups('/groups/4');
    await userEvent.click(within(await screen.findByTestId('invited-members')).getByRole('button', { name: 'Take back invitation to Person 41' }));
    await waitFor(() => expect(toasts).toEqual(['success:The invitation to Person 41 was taken back.']));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(screen.getByTestId('blocked-members')).getByRole('button', { name: 'Unblock Person 42' }));
    await waitFor(() => expect(toasts).toContain('success:Person 42 is no longer blocked.'));
  });

  it('pages the members', async () => {
    answerAdminGroup({ PENDING: [], ACCEPTED: accepted }, 25);
    await renderGroups('/groups/4');
    const pages = await screen.findByRole('navigation', { name: 'Pages of members' });
    await userEvent.click(within(pages).getByRole('button', { name: /page 3/i }));
    await waitFor(() => expect(requestsTo('GET', 'groups/4/members').at(-1)!.query.get('skip')).toBe('20'));
  });

  it('speaks Arabic', async () => {
    answerAdminGroup();
    await renderGroups('/groups/4', { language: 'ar' });
    const panel = await screen.findByRole('region', { name: 'إدارة الأعضاء' });
    expect(await within(panel).findByRole('button', { name: 'اقبل Person 31' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'اجعله مشرفًا: Person 32' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'ادعُ بالبريد الإلكتروني' })).toBeInTheDocument();
  });
});
