import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link, useNavigate } from '@halaqa/router';
import { formatPercent, VisuallyHidden } from '@halaqa/ui/pages';
import type { PlayerItem, PlayerSection } from '../api/types';
import { lockText } from './lock-text';
import { usePlayer } from './player-context';
import { PlayerIcon } from './PlayerIcon';
import { treeMove, type TreeRow } from './tree-keys';

const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ul { margin: 0; padding: 0; list-style: none; }
  [role='treeitem'] { outline: none; }
  .section-label {
    display: flex; align-items: center; gap: 8px;
    min-block-size: 44px; padding-block: 6px; padding-inline: 8px;
    font-weight: 700; cursor: pointer; border-radius: ${({ theme }) => theme.radius}px;
  }
  .section-label svg.chevron { flex: none; transition: transform 0.15s ease; }
  [aria-expanded='true'] > .section-label svg.chevron { transform: rotate(90deg); }
  [aria-expanded='false'] > .section-label svg.chevron { transform: rotate(${({ theme }) => (theme.direction === 'rtl' ? 180 : 0)}deg); }
  .section-progress { margin-inline-start: auto; font-weight: 400; font-size: 0.8rem; color: ${({ theme }) => theme.colors.muted}; white-space: nowrap; }
  [role='treeitem']:focus-visible > .section-label, a[role='treeitem']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: -3px;
  }
  a[role='treeitem'] {
    display: flex; align-items: flex-start; gap: 8px;
    min-block-size: 44px; padding-block: 8px; padding-inline: 32px 8px;
    color: inherit; text-decoration: none; border-radius: ${({ theme }) => theme.radius}px;
  }
  a[role='treeitem']:hover { background: ${({ theme }) => theme.colors.background}; }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.background}; font-weight: 700; box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primaryText}; }
  .status { flex: none; display: inline-flex; margin-block-start: 2px; color: ${({ theme }) => theme.colors.muted}; }
  .status.done { color: ${({ theme }) => theme.colors.success}; }
  .why { display: block; font-size: 0.8rem; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
  .optional { margin-inline-start: 6px; font-size: 0.75rem; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`;

const sectionKey = (section: PlayerSection) => `s-${section.id}`;
const itemKey = (item: PlayerItem) => `i-${item.id}`;

/**
 * The course outline as an ARIA tree: sections that open and close, each
 * item a link with its tick, lock (and why) and optional marker. One row at
 * a time takes Tab (roving tabindex); the arrow keys move between rows.
 */
export function OutlineTree({ currentId, onOpen }: { currentId: number | null; onOpen?(): void }) {
  const { course, paths } = usePlayer();
  const { t } = useTranslation('mfe-lms');
  const { direction, language } = useTheme();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rowsRef = useRef(new Map<string, HTMLElement>());

  const rows = useMemo<TreeRow[]>(() => course.sections.flatMap((section) => {
    const key = sectionKey(section);
    const expanded = !collapsed.has(key);
    const head: TreeRow = { key, kind: 'section', parent: null, expanded };
    return expanded ? [head, ...section.subsections.map((item): TreeRow => ({ key: itemKey(item), kind: 'item', parent: key, expanded: false }))] : [head];
  }), [course.sections, collapsed]);

  const currentKey = currentId === null ? null : `i-${currentId}`;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // The row that takes Tab: the one last moved to, else the current item, else the first section.
  const tabKey = [focusKey, currentKey, rows[0]?.key].find((key) => key && rows.some((row) => row.key === key)) ?? null;

  const setExpanded = (key: string, expanded: boolean) => setCollapsed((before) => {
    const next = new Set(before);
    if (expanded) next.delete(key); else next.add(key);
    return next;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, key: string) => {
    const move = treeMove(rows, key, event.key, direction);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    if (move.kind === 'focus') {
      setFocusKey(move.key);
      rowsRef.current.get(move.key)?.focus();
    } else if (move.kind === 'expand' || move.kind === 'collapse') {
      setExpanded(move.key, move.kind === 'expand');
    } else {
      onOpen?.();
      navigate(paths.content(Number(move.key.slice(2))));
    }
  };

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) rowsRef.current.set(key, element); else rowsRef.current.delete(key);
  };

  return (
    <Tree role="tree" aria-label={t('player.outline.label', { course: course.name })} data-testid="outline">
      {course.sections.map((section) => {
        const key = sectionKey(section);
        const expanded = !collapsed.has(key);
        const labelId = `${idPrefix}-${section.id}`;
        return (
          <li
            key={section.id}
            ref={register(key)}
            role="treeitem"
            aria-level={1}
            aria-expanded={expanded}
            aria-selected={false}
            aria-labelledby={labelId}
            tabIndex={tabKey === key ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, key)}
            onFocus={(event) => { if (event.target === event.currentTarget) setFocusKey(key); }}
          >
            {/* The click target of a row the keyboard reaches through its treeitem. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
            <div className="section-label" onClick={() => setExpanded(key, !expanded)}>
              <PlayerIcon name="chevron" className="chevron" />
              <span id={labelId}>
                <span dir="auto">{section.name}</span>
                {section.lock && <VisuallyHidden>{`, ${lockText(t, section.lock, language)}`}</VisuallyHidden>}
              </span>
              {section.lock && <PlayerIcon name="lock" />}
              {section.progress && section.progress.requiredWeight > 0 && (
                <span className="section-progress" data-testid={`section-progress-${section.id}`}>
                  {t('player.outline.sectionProgress', { percent: formatPercent(section.progress.percent, language) })}
                </span>
              )}
            </div>
            <ul role="group" hidden={!expanded}>
              {section.subsections.map((item) => (
                <li key={item.id} role="none">
                  <OutlineItem
                    item={item}
                    current={item.id === currentId}
                    tabbable={tabKey === itemKey(item)}
                    register={register(itemKey(item))}
                    onKeyDown={(event) => onKeyDown(event, itemKey(item))}
                    onFocus={() => setFocusKey(itemKey(item))}
                    onOpen={onOpen}
                  />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </Tree>
  );
}

function OutlineItem({ item, current, tabbable, register, onKeyDown, onFocus, onOpen }: {
  item: PlayerItem;
  current: boolean;
  tabbable: boolean;
  register(element: HTMLElement | null): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(): void;
  onOpen?(): void;
}) {
  const { paths } = usePlayer();
  const { t } = useTranslation('mfe-lms');
  const { language } = useTheme();
  const why = item.lock ? lockText(t, item.lock, language) : null;
  const status = item.lock ? 'locked' : item.isCompleted === null ? null : item.isCompleted ? 'done' : 'todo';
  return (
    <Link
      ref={register}
      to={paths.content(item.id)}
      role="treeitem"
      aria-level={2}
      aria-current={current ? 'page' : undefined}
      aria-selected={current}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onClick={onOpen}
      title={why ?? undefined}
      data-testid={`outline-item-${item.id}`}
    >
      {status && (
        <span className={`status ${status}`}>
          <PlayerIcon name={status === 'locked' ? 'lock' : status === 'done' ? 'check' : 'circle'} />
        </span>
      )}
      <span>
        <span dir="auto">{item.name}</span>
        {item.isOptional && <span className="optional">{t('player.outline.optional')}</span>}
        {status === 'done' && <VisuallyHidden>{`, ${t('player.outline.completed')}`}</VisuallyHidden>}
        {status === 'todo' && <VisuallyHidden>{`, ${t('player.outline.notCompleted')}`}</VisuallyHidden>}
        {why && <span className="why">{why}</span>}
      </span>
    </Link>
  );
}
