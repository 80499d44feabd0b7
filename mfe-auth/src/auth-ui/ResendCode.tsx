import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { useCooldown } from '../session/use-cooldown';

const Note = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.success};
`;

export interface ResendCode {
  sent: boolean;
  sending: boolean;
  /** Seconds before another code may be asked for. */
  remaining: number;
  resend(): Promise<void>;
}

/**
 * "Send a new code" for a code that was just sent: waits out the cooldown
 * first, then asks again; a failure goes to the page's error line.
 */
export function useResendCode(send: () => Promise<unknown>, onFailure: (error: unknown) => void): ResendCode {
  const cooldown = useCooldown(undefined, true);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSent(false);
    setSending(true);
    try {
      await send();
      setSent(true);
      cooldown.start();
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };
  return { sent, sending, remaining: cooldown.remaining, resend };
}

/** Announces that a new code went out (the button itself shows the countdown). */
export function ResendStatus({ code }: { code: ResendCode }) {
  const { t } = useTranslation('mfe-auth');
  return <div aria-live="polite">{code.sent ? <Note data-testid="code-resent">{t('resend.sent')}</Note> : null}</div>;
}

export function ResendButton({ code }: { code: ResendCode }) {
  const { t } = useTranslation('mfe-auth');
  return (
    <Button type="button" $variant="ghost" onClick={() => void code.resend()} disabled={code.remaining > 0 || code.sending} data-testid="resend-code">
      {code.remaining > 0 ? t('resend.wait', { seconds: code.remaining }) : t('resend.button')}
    </Button>
  );
}
