import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { VisuallyHidden } from '@halaqa/ui/pages';
import type { SyncState } from './attempt-sync';

const Status = styled.p<{ $offline: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $offline }) => ($offline ? theme.colors.error : theme.colors.muted)};
  &::before {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: ${({ theme, $offline }) => ($offline ? theme.colors.error : theme.colors.success)};
  }
`;

/**
 * Where the answers stand, always visible: saving, saved, or offline with
 * the number of answers waiting in this browser. Only going offline and
 * coming back are announced (each save would be noise).
 */
export function SaveStatus({ state }: { state: SyncState }) {
  const { t } = useTranslation('mfe-exams');
  const text = state.offline
    ? t('save.offline', { count: state.waiting })
    : state.waiting > 0 || state.sending ? t('save.saving') : state.savedOnce ? t('save.saved') : t('save.idle');
  return (
    <>
      <Status $offline={state.offline} data-testid="save-status" data-state={state.offline ? 'offline' : state.waiting > 0 ? 'saving' : 'saved'}>{text}</Status>
      <VisuallyHidden role="status">{state.offline ? t('save.offlineAnnounce') : ''}</VisuallyHidden>
    </>
  );
}
