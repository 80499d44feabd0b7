import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from '@halaqa/router';
import { usePlayer } from './player-context';
import { OutlinePanel } from './OutlinePanel';
import { PlayerTopBar } from './PlayerTopBar';
import { StudentViewBanner } from './StudentViewBanner';
import { useMediaQuery } from './use-media-query';

/** Phones get the outline as a drawer (the spec's mobile breakpoint). */
const PHONE_QUERY = '(max-width: 768px)';

const Layout = styled.div`
  max-inline-size: 1400px;
  margin-inline: auto;
  ${({ theme }) => (theme.direction === 'rtl' ? '.flip-in-rtl { transform: scaleX(-1); }' : '')}
  .columns { display: grid; grid-template-columns: minmax(240px, 320px) minmax(0, 1fr); gap: 24px; }
  @media (max-width: 768px) { .columns { grid-template-columns: minmax(0, 1fr); } }
  main, .content { min-inline-size: 0; }
  h1 { margin: 0 0 16px; font-size: 1.6rem; }
  h1:focus { outline: none; }
  h1:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 4px; }
`;

/**
 * The frame of every player page, mounted once for the course: the top bar,
 * the outline (a drawer on phones) and the page of the route beside it.
 */
export function PlayerFrame({ currentId, children }: { currentId: number | null; children: ReactNode }) {
  const { course } = usePlayer();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const outlineButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Moving to another page closes the drawer (its links close it too; this covers previous/next and the browser's back).
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Layout data-testid="course-player">
      {course.viewer.studentView && <StudentViewBanner />}
      <PlayerTopBar currentId={currentId} onOpenOutline={() => setOpen(true)} outlineButton={outlineButton} outlineOpen={phone && open} />
      <div className="columns">
        <OutlinePanel currentId={currentId} phone={phone} open={open} onClose={() => setOpen(false)} returnFocus={outlineButton} />
        <div className="content">{children}</div>
      </div>
    </Layout>
  );
}
