import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';

const Note = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.success};
`;

/** Announces that a new code went out (the button itself shows the countdown). */
export function ResendStatus({ sent }: { sent: boolean }) {
  const { t } = useTranslation('mfe-auth');
  return <div aria-live="polite">{sent ? <Note data-testid="code-resent">{t('resend.sent')}</Note> : null}</div>;
}
