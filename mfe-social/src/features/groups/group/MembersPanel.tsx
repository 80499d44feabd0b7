import { useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { EmptyState, LoadingState, Pagination, pageCountOf } from '@halaqa/ui/pages';
import { MEMBERS_PAGE_SIZE, useMemberAction, useMembers } from '../../../api/groups-queries';
import type { ListedStatus } from '../../../api/groups-calls';
import type { GroupMember, MemberAction } from '../../../api/groups-types';
import { Block } from '../ui/card-frame';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { groupFailureText, GroupsErrorState } from '../ui/failure';
import { InviteForm } from './InviteForm';

const People = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding-block: 8px;
  }
  > li + li { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; }
  .who { display: flex; flex-direction: column; }
  .role { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 6px; }
`;

const Part = styled.section`
  margin-block-end: 20px;
  > h3 { margin: 0 0 8px; font-size: 1.05rem; }
`;

/** Actions that cannot be taken back with one click are asked for first (taking back an invitation can be redone). */
const confirmed = (member: GroupMember, action: MemberAction) => action === 'block' || (action === 'remove' && member.status !== 'INVITED');

/** The words of an action: removing an invitation is taking it back. */
const actionKey = (member: GroupMember, action: MemberAction) => (member.status === 'INVITED' && action === 'remove' ? 'cancelInvitation' : action);

/** For the group's admins: requests to join, the members and their roles, and invitations by email. */
export function MembersPanel({ groupId }: { groupId: number }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const act = useMemberAction(groupId);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ member: GroupMember; action: MemberAction } | null>(null);

  const run = (member: GroupMember, action: MemberAction) => {
    setProblem(null);
    act.mutate({ userId: member.user.id, action }, {
      onSuccess: () => {
        setConfirming(null);
        bus.emit('toast', { type: 'success', message: t(`groups.members.done.${actionKey(member, action)}`, { name: member.user.name }) });
      },
      onError: (error) => {
        setConfirming(null);
        setProblem(groupFailureText(t, error));
      },
    });
  };
  const ask = (member: GroupMember, action: MemberAction) => (confirmed(member, action) ? setConfirming({ member, action }) : run(member, action));

  return (
    <Block aria-labelledby="members-panel-heading" data-testid="members-panel">
      <h2 id="members-panel-heading">{t('groups.members.heading')}</h2>
      {problem && <p role="alert" data-testid="members-error">{problem}</p>}
      <Part aria-labelledby="requests-heading">
        <h3 id="requests-heading">{t('groups.members.requests')}</h3>
        <MemberList groupId={groupId} status="PENDING" busy={act.isPending} onAction={ask} empty={t('groups.members.noRequests')} testId="pending-members" />
      </Part>
      <Part aria-labelledby="accepted-heading">
        <h3 id="accepted-heading">{t('groups.members.accepted')}</h3>
        <MemberList groupId={groupId} status="ACCEPTED" busy={act.isPending} onAction={ask} empty={t('groups.members.none')} testId="accepted-members" />
      </Part>
      <Part aria-labelledby="invited-heading">
        <h3 id="invited-heading">{t('groups.members.invited')}</h3>
        <MemberList groupId={groupId} status="INVITED" busy={act.isPending} onAction={ask} empty={t('groups.members.noInvitations')} testId="invited-members" />
      </Part>
      <Part aria-labelledby="blocked-heading">
        <h3 id="blocked-heading">{t('groups.members.blocked')}</h3>
        <MemberList groupId={groupId} status="BLOCKED" busy={act.isPending} onAction={ask} empty={t('groups.members.noneBlocked')} testId="blocked-members" />
      </Part>
      <Part aria-labelledby="invite-heading">
        <h3 id="invite-heading">{t('groups.invite.heading')}</h3>
        <InviteForm groupId={groupId} />
      </Part>
      {confirming && (
        <ConfirmDialog
          title={t(`groups.members.confirm.${confirming.action}`, { name: confirming.member.user.name })}
          text={t(`groups.members.confirmText.${confirming.action}`)}
          confirm={t(`groups.members.actions.${confirming.action}`)}
          busy={act.isPending}
          onConfirm={() => run(confirming.member, confirming.action)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Block>
  );
}

/** What an admin may do with a member in this state (the server has the last word). */
function actionsFor(member: GroupMember): MemberAction[] {
  if (member.status === 'PENDING') return ['accept', 'reject'];
  if (member.status === 'BLOCKED') return ['unblock'];
  if (member.status === 'INVITED') return ['remove'];
  return [member.role === 'ADMIN' ? 'make-member' : 'make-admin', 'remove', 'block'];
}

function MemberList({ groupId, status, busy, onAction, empty, testId }: {
  groupId: number;
  status: ListedStatus;
  busy: boolean;
  onAction(member: GroupMember, action: MemberAction): void;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation('mfe-social');
  const [page, setPage] = useState(1);
  const query = useMembers(groupId, status, page);
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <GroupsErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <People data-testid={testId}>
        {query.data.data.map((member) => (
          <li key={member.user.id} data-testid="member">
            <span className="who">
              <span dir="auto">{member.user.name}</span>
              {status === 'ACCEPTED' && <span className="role">{t(`groups.members.role.${member.role}`)}</span>}
            </span>
            <span className="actions">
              {actionsFor(member).map((action) => (
                <Button key={action} type="button" $variant={action === 'accept' ? 'primary' : 'ghost'} disabled={busy}
                  aria-label={t(`groups.members.actionsNamed.${actionKey(member, action)}`, { name: member.user.name })} onClick={() => onAction(member, action)}>
                  {t(`groups.members.actions.${actionKey(member, action)}`)}
                </Button>
              ))}
            </span>
          </li>
        ))}
      </People>
      <Pagination page={page} pageCount={pageCountOf(query.data.count, MEMBERS_PAGE_SIZE)} onPageChange={setPage} label={t(`groups.members.pages.${status}`)} testId={`${testId}-pagination`} />
    </>
  );
}
