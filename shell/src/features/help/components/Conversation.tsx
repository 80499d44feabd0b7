import styled, { css } from 'styled-components';
import type { SupportMessage } from '@halaqa/contracts/src/support';
import { dateTimeFormat } from '@halaqa/i18n';
import { useSupportTexts } from '../use-support-texts';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const Message = styled.li<{ $own: boolean }>`
  max-inline-size: min(640px, 90%);
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $own }) => ($own ? css`margin-inline-start: auto;` : css`margin-inline-end: auto;`)}
  ${({ $own, theme }) => $own && css`border-inline-end: 4px solid ${theme.colors.primaryText};`}
  ${({ $own, theme }) => !$own && css`border-inline-start: 4px solid ${theme.colors.secondaryText};`}
  .who { margin: 0 0 6px; font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
  .who strong { color: ${({ theme }) => theme.colors.text}; }
  .body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.6; }
`;

/** Who reads the conversation: its requester, or the support staff. */
export type Reader = 'requester' | 'staff';

/**
 * The messages of a ticket or chat, oldest first; the reader's own on the
 * reading direction's far side. `live` (the chat) announces new ones.
 */
export function Conversation({ messages, reader, requesterName, label, live = false }: {
  messages: readonly SupportMessage[];
  reader: Reader;
  requesterName: string;
  label: string;
  live?: boolean;
}) {
  const { t, i18n } = useSupportTexts();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List aria-label={label} {...(live ? { role: 'log', 'aria-live': 'polite' as const } : {})} data-testid="conversation">
      {messages.map((message) => {
        const own = reader === 'staff' ? message.fromStaff : !message.fromStaff;
        const author = message.fromStaff ? t('ticket.staff') : own ? t('ticket.you') : requesterName;
        return (
          <Message key={message.id} $own={own} data-testid="message" data-from={message.fromStaff ? 'staff' : 'requester'}>
            <p className="who"><strong><bdi>{author}</bdi></strong> · <time dateTime={message.createdAt}><bdi>{date.format(new Date(message.createdAt))}</bdi></time></p>
            {/* Written in either language, whatever the page's: its own direction. */}
            <p className="body" dir="auto">{message.body}</p>
          </Message>
        );
      })}
    </List>
  );
}
