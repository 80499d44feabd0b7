import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Icon } from '@halaqa/ui';
import { focusableIn, trapTab } from '@halaqa/ui/pages';
import { OutlineTree } from './OutlineTree';
import { PlayerSideNav } from './PlayerSideNav';

const Panel = styled.aside<{ $drawer: boolean }>`
  align-self: start;
  position: sticky;
  inset-block-start: 16px;
  max-block-size: calc(100vh - 32px);
  overflow: auto;
  padding-inline-end: 8px;
  ${({ $drawer, theme }) => $drawer && `
    position: fixed;
    z-index: 900;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: min(360px, 88vw);
    max-block-size: none;
    padding: 16px;
    background: ${theme.colors.surface};
    box-shadow: 0 0 40px rgba(0, 0, 0, 0.3);
  `}
  .drawer-head { display: flex; justify-content: space-between; align-items: center; margin-block-end: 8px; }
  .drawer-head h2 { margin: 0; font-size: 1.1rem; }
  .close { display: inline-flex; padding: 10px; border: 0; background: transparent; color: inherit; cursor: pointer; border-radius: ${({ theme }) => theme.radius}px; }
  .close:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 899;
  background: rgba(15, 23, 42, 0.55);
`;

/**
 * The outline and the course's pages: a column beside the content on wide
 * screens; on phones a drawer (a modal dialog: the focus moves in and stays
 * in, Escape or the backdrop close it and the focus returns to its button).
 */
export function OutlinePanel({ currentId, phone, open, onClose, returnFocus }: {
  currentId: number | null;
  phone: boolean;
  open: boolean;
  onClose(): void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('mfe-lms');
  const panel = useRef<HTMLElement>(null);
  const drawer = phone && open;

  useEffect(() => {
    if (!drawer || !panel.current) return undefined;
    const tree = panel.current.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]');
    (tree ?? focusableIn(panel.current)[0])?.focus();
    const button = returnFocus.current;
    return () => button?.focus();
  }, [drawer, returnFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!drawer || !panel.current) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, panel.current);
  };

  const close = drawer ? onClose : undefined;
  return (
    <>
      {drawer && <Backdrop onMouseDown={onClose} data-testid="outline-backdrop" />}
      <Panel
        ref={panel}
        $drawer={drawer}
        hidden={phone && !open}
        aria-label={t('player.outline.title')}
        {...(drawer ? { role: 'dialog', 'aria-modal': true } : {})}
        onKeyDown={onKeyDown}
        data-testid="outline-panel"
      >
        {drawer && (
          <div className="drawer-head">
            <h2>{t('player.outline.title')}</h2>
            <button type="button" className="close" aria-label={t('player.outline.close')} onClick={onClose}><Icon name="close" /></button>
          </div>
        )}
        <PlayerSideNav onOpen={close} />
        <OutlineTree currentId={currentId} onOpen={close} />
      </Panel>
    </>
  );
}
