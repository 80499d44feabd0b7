import styled from 'styled-components';
import type { SupportTicketStatus } from '@halaqa/contracts/src/support';
import { useSupportTexts } from '../use-support-texts';

/** Each status its colour pair of the theme (contrast checked there). */
const Badge = styled.span<{ $status: SupportTicketStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ theme: { colors }, $status }) => {
    switch ($status) {
      case 'received': return `background: ${colors.info}; color: ${colors.onInfo};`;
      case 'pending': return `background: ${colors.warning}; color: ${colors.onWarning};`;
      default: return `background: ${colors.success}; color: ${colors.onSuccess};`;
    }
  }}
`;

/** A ticket's status in words (the colour only repeats it). */
export function StatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useSupportTexts();
  return <Badge $status={status} data-testid="ticket-status" data-status={status}>{t(`status.${status}`)}</Badge>;
}
