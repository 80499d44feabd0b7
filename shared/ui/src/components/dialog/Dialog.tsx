import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Icon } from '../Icon';
import { focusableIn, trapTab } from './focus-trap';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(15, 23, 42, 0.55);
`;

const Panel = styled.div<{ $width: number }>`
  position: relative;
  inline-size: min(${({ $width }) => $width}px, 100%);
  max-block-size: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
`;

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /**
   * Closing by the close button, Escape or the backdrop. Without it the
   * dialog cannot be dismissed (a forced password reset).
   */
  onClose?: () => void;
  /** Maximum width in pixels. */
  width?: number;
  testId?: string;
}

/**
 * A modal dialog: focus moves in and stays in (Tab cycles), Escape closes,
 * the page behind is hidden from assistive technology by aria-modal, and the
 * focus returns to where it was when the dialog goes away.
 */
export function Dialog({ title, children, onClose, width = 480, testId = 'dialog' }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    if (node) {
      // The first field when there is one, else the panel itself (never the close button first).
      const first = focusableIn(node).find((el) => !el.hasAttribute('data-dialog-close'));
      (first ?? node).focus();
    }
    return () => {
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closeRef.current) {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (panel.current) trapTab(event, panel.current);
  };

  return createPortal(
    <Backdrop onMouseDown={(event) => { if (event.target === event.currentTarget) closeRef.current?.(); }}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          {onClose ? (
            <CloseButton type="button" data-dialog-close aria-label={t('close')} onClick={onClose} data-testid={`${testId}-close`}>
              <Icon name="close" />
            </CloseButton>
          ) : null}
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
