import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import type { PageProps } from '@halaqa/mfe-runtime';
import { useSession } from '@halaqa/session';
import { QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { SUPPORT_NAMESPACE } from '../../../i18n/support-texts';
import { useChat, type OpenChatRef } from '../api/chat-queries';
import { HelpPageFrame } from '../components/HelpPageFrame';
import { failureCodeOf } from '../error-text';
import { Panel } from '../components/Panel';
import { useSupportTexts } from '../use-support-texts';
import { ChatWindow } from './ChatWindow';
import { forgetOpenChat, keepOpenChat, readOpenChat } from './chat-storage';
import { StartChatForm } from './StartChatForm';

const Box = styled(Panel)`
  .note { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * /chat (spec section 2, no login needed): a conversation with the support
 * staff, kept as a ticket. A person answers; the page asks for new answers
 * every few seconds while in view and when it comes back into view. The
 * chat stays open in this tab (chat-storage.ts).
 */
export function ChatPage({ title }: PageProps) {
  const { t } = useSupportTexts();
  const { signedIn } = useSession();
  const [chat, setChat] = useState<OpenChatRef | null>(() => readOpenChat());
  const [gone, setGone] = useState(false);
  const query = useChat(chat);

  // The chat is no longer ours (a new session, another member in this tab): start afresh, and say so.
  const lost = query.isError && failureCodeOf(query.error) === ERROR_CODES.SUPPORT_TICKET_NOT_FOUND;
  useEffect(() => {
    if (!lost) return;
    forgetOpenChat();
    setChat(null);
    setGone(true);
  }, [lost]);

  // A failed refresh keeps the conversation on screen (the next refresh will try again); only a first load that fails shows the error.
  const shown = { ...query, isError: query.isError && query.data === undefined, refetch: query.refetch };

  const close = () => {
    forgetOpenChat();
    setChat(null);
    setGone(false);
  };

  return (
    <HelpPageFrame title={title ?? ''} lead={t('chat.lead')} testId="chat-page">
      <Box>
        {chat === null ? (
          <>
            {gone && <p className="note" role="status">{t('chat.gone')}</p>}
            {signedIn && <p className="note">{t('chat.memberNote')}</p>}
            <StartChatForm
              member={signedIn}
              onOpened={(opened) => {
                const ref = { ticketId: opened.ticket.id, token: opened.accessToken };
                keepOpenChat(ref);
                setGone(false);
                setChat(ref);
              }}
            />
          </>
        ) : (
          <QueryStates query={shown} namespace={SUPPORT_NAMESPACE} loading={<SkeletonRegion label={t('loading', { ns: 'common' })}><SkeletonText lines={3} /></SkeletonRegion>}>
            {(ticket) => <ChatWindow chat={chat} ticket={ticket} onNewChat={close} />}
          </QueryStates>
        )}
      </Box>
    </HelpPageFrame>
  );
}
