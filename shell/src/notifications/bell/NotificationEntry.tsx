import styled from 'styled-components';
import { Link } from '@halaqa/router';
import type { NotificationItem } from '@halaqa/contracts/src/notifications';
import { usePageLanguage } from '@halaqa/i18n';
import { relativeTime } from '../relative-time';
import { useNotificationTexts } from '../notification-texts';
import { CategoryIcon } from './CategoryIcon';

const Row = styled.div<{ $unread: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  background: ${({ $unread, theme }) => ($unread ? theme.colors.background : 'transparent')};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  a, button.open {
    flex: 1 1 0;
    min-width: 12em;
    color: inherit;
    text-decoration: none;
    text-align: start;
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    cursor: pointer;
  }
  a::after, button.open::after { content: ''; position: absolute; inset: 0; }
  a:focus-visible, button.open:focus-visible { outline: none; }
  &:focus-within { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primaryText}; }
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const Badge = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryRaised};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Text = styled.span`display: block; line-height: 1.4; overflow-wrap: anywhere;`;
const When = styled.time`display: block; margin-block-start: 4px; font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted};`;
const Dot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  margin-block-start: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryText};
`;

/**
 * One notification: its category icon, its text, how long ago. The whole row
 * opens its target (marking it read); a row with no target only marks read.
 */
export function NotificationEntry({ item, onOpen, actions }: { item: NotificationItem; onOpen(item: NotificationItem): void; actions?: React.ReactNode }) {
  const { t } = useNotificationTexts();
  const language = usePageLanguage();
  const unread = item.readAt === null;
  const body = (
    <>
      <Text>{item.text}</Text>
      <When dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString(language)}>{relativeTime(item.createdAt, language)}</When>
    </>
  );
  return (
    <Row $unread={unread} data-testid="notification-entry" data-unread={unread}>
      <Badge><CategoryIcon category={item.category} /></Badge>
      {item.to
        ? <Link to={item.to} onClick={() => onOpen(item)}>{body}</Link>
        : <button type="button" className="open" onClick={() => onOpen(item)}>{body}</button>}
      {unread && <Dot role="img" aria-label={t('unreadMark')} />}
      {actions}
    </Row>
  );
}
