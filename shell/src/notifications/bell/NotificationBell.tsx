import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { unreadBadgeText } from '@halaqa/contracts/src/notifications';
import { useUnreadCount } from '../api/notification-queries';
import { useNotificationTexts } from '../notification-texts';
import { BELL_PATH } from './CategoryIcon';
import { NotificationPanel } from './NotificationPanel';
import { useLiveNotifications, useNotificationStream } from './use-live-notifications';

const Wrapper = styled.div`position: relative;`;
const BellButton = styled.button`
  position: relative;
  width: 40px;
  height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.primaryRaised}; }
`;
const Badge = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: #b3261e;
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
`;

/**
 * The app bar's bell (spec section 2): the unread badge (9+ above 9) and the
 * panel. Loaded after the page is interactive (NotificationBellSlot), with
 * the stream that keeps it live in every tab.
 */
export function NotificationBell() {
  const { t } = useNotificationTexts();
  useLiveNotifications();
  useNotificationStream();
  const count = useUnreadCount().data ?? 0;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // While open, Escape closes it wherever the focus is (a button that just went away leaves it on the page), and so does a press outside.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper} data-testid="notification-bell"
      onBlur={(event) => { if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) setOpen(false); }}>
      <BellButton ref={button} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} aria-haspopup="dialog"
        aria-label={count ? t('bellUnread', { count, badge: unreadBadgeText(count) }) : t('bell')} data-testid="notification-bell-button"
        onClick={() => setOpen((value) => !value)}>
        <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d={BELL_PATH} />
        </svg>
        {count > 0 && <Badge aria-hidden="true" data-testid="notification-badge">{unreadBadgeText(count)}</Badge>}
      </BellButton>
      {open && <NotificationPanel id={panelId} unread={count} onClose={close} />}
    </Wrapper>
  );
}
