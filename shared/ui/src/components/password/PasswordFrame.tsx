import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from '../dialog/Dialog';
import { focusableIn } from '../dialog/focus-trap';

const Panel = styled.section`
  inline-size: min(480px, 100%);
  margin: 32px auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.08);
  h2 { margin: 0 0 16px; font-size: 1.25rem; }
`;

/** The form as a panel of the page: the keyboard starts in it, and the page around it stays in reach. */
function InPagePanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (panel.current) focusableIn(panel.current)[0]?.focus();
  }, []);
  return (
    <Panel ref={panel} aria-labelledby={titleId} data-testid="change-password-panel">
      <h2 id={titleId}>{title}</h2>
      {children}
    </Panel>
  );
}

/**
 * Where the change-password form sits: a modal dialog, or, when the reset is
 * forced, a panel of the forced-reset page. Not a modal then: a modal would
 * cover the page's Log out and language switch and keep the keyboard from
 * them, the only other ways out of that page.
 */
export function PasswordFrame({ forced, title, onClose, children }: { forced: boolean; title: ReactNode; onClose?: () => void; children: ReactNode }) {
  return forced
    ? <InPagePanel title={title}>{children}</InPagePanel>
    : <Dialog title={title} onClose={onClose} testId="change-password-dialog">{children}</Dialog>;
}
