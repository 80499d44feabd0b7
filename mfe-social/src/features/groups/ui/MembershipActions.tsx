import { useRef, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import type { SelfAction } from '../../../api/groups-calls';
import { useMyMembership } from '../../../api/groups-queries';
import type { GroupCard } from '../../../api/groups-types';
import { ConfirmDialog } from './ConfirmDialog';
import { groupFailureText } from './failure';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  .state { margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  &:focus { outline: none; }
`;

/**
 * What the member can do about their membership, from where it stands
 * (docs/design/social-api.md "Membership transitions"): join a public group,
 * ask to join a private one, take back a pending request, accept or decline
 * an invitation, leave. `full` adds leaving (the group's page, not a card).
 */
export function MembershipActions({ group, full = false }: { group: GroupCard; full?: boolean }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const change = useMyMembership(group.id);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The button pressed gives way to the new state: the focus goes to the row, which reads it, not to the page's start.
  const row = useRef<HTMLDivElement>(null);
  const membership = group.myMembership;
  const status = membership?.status ?? null;
  const named = { name: group.name };

  const act = (action: SelfAction, done: string) => {
    setProblem(null);
    change.mutate(action, {
      onSuccess: () => {
        setConfirmLeave(false);
        row.current?.focus();
        bus.emit('toast', { type: 'success', message: t(done, named) });
      },
      onError: (error) => {
        setConfirmLeave(false);
        setProblem(groupFailureText(t, error));
      },
    });
  };

  const busy = change.isPending;
  let content;
  if (status === null || status === 'REJECTED') {
    content = group.privacy === 'PUBLIC'
      ? <Button type="button" disabled={busy} onClick={() => act('join', 'groups.membership.joined')} aria-label={t('groups.membership.joinNamed', named)}>{t('groups.membership.join')}</Button>
      : <Button type="button" disabled={busy} onClick={() => act('join', 'groups.membership.requested')} aria-label={t('groups.membership.requestNamed', named)}>{t('groups.membership.request')}</Button>;
  } else if (status === 'INVITED') {
    content = (
      <>
        <Button type="button" disabled={busy} onClick={() => act('join', 'groups.membership.joined')}>{t('groups.membership.acceptInvitation')}</Button>
        <Button type="button" $variant="ghost" disabled={busy} onClick={() => act('decline', 'groups.membership.declined')}>{t('groups.membership.decline')}</Button>
      </>
    );
  } else if (status === 'PENDING') {
    content = (
      <>
        <p className="state" data-testid="membership-state">{t('groups.membership.pending')}</p>
        {full && <Button type="button" $variant="ghost" disabled={busy} onClick={() => act('leave', 'groups.membership.withdrawn')}>{t('groups.membership.withdraw')}</Button>}
      </>
    );
  } else if (status === 'BLOCKED') {
    content = <p className="state" data-testid="membership-state">{t('groups.membership.blocked')}</p>;
  } else {
    content = (
      <>
        <p className="state" data-testid="membership-state">{t(membership?.role === 'ADMIN' ? 'groups.membership.admin' : 'groups.membership.member')}</p>
        {full && <Button type="button" $variant="ghost" disabled={busy} onClick={() => setConfirmLeave(true)}>{t('groups.membership.leave')}</Button>}
      </>
    );
  }
  return (
    <Row ref={row} tabIndex={-1} data-testid="membership-actions">
      {content}
      {problem && <p className="error" role="alert">{problem}</p>}
      {confirmLeave && (
        <ConfirmDialog
          title={t('groups.membership.leaveTitle', named)}
          text={t('groups.membership.leaveText')}
          confirm={t('groups.membership.leave')}
          busy={busy}
          onConfirm={() => act('leave', 'groups.membership.left')}
          onClose={() => setConfirmLeave(false)}
        />
      )}
    </Row>
  );
}
