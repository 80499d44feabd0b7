import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { VisuallyHidden } from '@halaqa/ui/pages';
import { field, type ControlProps } from './control-props';
import { InlineHtml, textOf } from './InlineHtml';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.surface};
  }
  li[draggable='true'] { cursor: grab; }
  li.dragging { opacity: 0.5; }
  li.over { border-color: ${({ theme }) => theme.colors.primaryText}; border-style: dashed; }
  .position { min-inline-size: 1.5em; font-weight: 700; color: ${({ theme }) => theme.colors.muted}; }
  .text { flex: 1; }
  .text p { margin: 0; }
  .moves { display: flex; gap: 4px; }
  button {
    min-inline-size: 44px;
    min-block-size: 44px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius}px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:disabled { opacity: 0.4; cursor: not-allowed; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

const Hint = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/**
 * Ordering: the items in the member's order, moved by dragging or with the
 * "move up" and "move down" buttons of each item (the keyboard's way); each
 * move is announced with the item's new position. Until the first move
 * there is no answer (the server never shows the items in the right order).
 */
export function OrderingControl({ question, response, onChange, disabled, labelledBy, feedback }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const options = question.options ?? [];
  const saved = field<'order', number[]>(response, 'order');
  const order = saved && saved.length === options.length ? saved : options.map((option) => option.index);
  const textById = new Map(options.map((option) => [option.index, option.text]));
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const correct = feedback?.correct && 'order' in feedback.correct ? feedback.correct.order : null;

  const move = (from: number, to: number, focusButton?: 'up' | 'down') => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange({ order: next }, false);
    setAnnouncement(t('controls.moved', { item: textOf(textById.get(item!) ?? ''), position: to + 1, count: order.length }));
    if (focusButton) {
      // The moved item's button keeps the focus, so the member can go on moving it; at an end, its other button.
      requestAnimationFrame(() => {
        const row = document.querySelector(`[data-order-item="${question.attemptQuestionId}-${item}"]`);
        const edge = (focusButton === 'up' && to === 0) || (focusButton === 'down' && to === order.length - 1);
        const wanted = edge ? (focusButton === 'up' ? 'down' : 'up') : focusButton;
        row?.querySelector<HTMLButtonElement>(`[data-move="${wanted}"]`)?.focus();
      });
    }
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
    setOver(null);
  };

  return (
    <div>
      <Hint id={`order-hint-${question.attemptQuestionId}`}>{t('controls.orderHint')}</Hint>
      <List aria-labelledby={labelledBy} aria-describedby={`order-hint-${question.attemptQuestionId}`} data-testid="ordering">
        {order.map((id, position) => {
          const text = textOf(textById.get(id) ?? '');
          return (
            <li
              key={id}
              data-order-item={`${question.attemptQuestionId}-${id}`}
              draggable={!disabled}
              className={[dragging === position ? 'dragging' : '', over === position ? 'over' : ''].join(' ')}
              onDragStart={(event) => { setDragging(position); event.dataTransfer.effectAllowed = 'move'; event.dataTransfer.setData('text/plain', String(id)); }}
              onDragOver={(event) => { event.preventDefault(); setOver(position); }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => onDrop(event, position)}
              onDragEnd={() => { setDragging(null); setOver(null); }}
            >
              <span className="position" aria-hidden="true">{position + 1}</span>
              <span className="text"><InlineHtml html={textById.get(id) ?? ''} /></span>
              {correct && <span>{t('feedback.correctPosition', { position: correct.indexOf(id) + 1 })}</span>}
              <span className="moves">
                <button
                  type="button" data-move="up" disabled={disabled || position === 0} onClick={() => move(position, position - 1, 'up')}
                  aria-label={t('controls.moveUp', { item: text, position: position + 1, count: order.length })}
                >↑</button>
                <button
                  type="button" data-move="down" disabled={disabled || position === order.length - 1} onClick={() => move(position, position + 1, 'down')}
                  aria-label={t('controls.moveDown', { item: text, position: position + 1, count: order.length })}
                >↓</button>
              </span>
            </li>
          );
        })}
      </List>
      <VisuallyHidden aria-live="assertive" data-testid="order-announcement">{announcement}</VisuallyHidden>
    </div>
  );
}
