import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';

const Bar = styled.nav`
  display: flex;
  gap: 4px;
  margin-block-end: 24px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: 16px;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    font-weight: 600;
    border-block-end: 3px solid transparent;
    white-space: nowrap;
  }
  a:hover { color: ${({ theme }) => theme.colors.text}; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primaryText}; outline-offset: -2px; }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-block-end-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/**
 * A bar of tab links: each tab is a route with its own address, so these are
 * links in a labelled nav (the current one carries aria-current="page"), not
 * ARIA tabs. Arrow keys move between them in the reading direction; Home and
 * End jump to the ends. The links come from the caller (its router's NavLink).
 */
export function TabBar({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const bar = useRef<HTMLElement>(null);
  const { direction } = useTheme();

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const links = [...(bar.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const forward = (event.key === 'ArrowRight') !== (direction === 'rtl');
    const next = event.key === 'Home' ? 0
      : event.key === 'End' ? links.length - 1
        : (index + (forward ? 1 : -1) + links.length) % links.length;
    event.preventDefault();
    links[next]?.focus();
  }

  return (
    <Bar ref={bar} aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
      {children}
    </Bar>
  );
}
