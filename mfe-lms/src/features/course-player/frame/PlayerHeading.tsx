import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusOnArrival } from '@halaqa/ui/pages';

/** Focused by the page, not by the member: a ring around a heading nobody can act on would only distract. */
const Heading = styled.h1`
  &&:focus, &&:focus-visible { outline: none; }
`;

/**
 * The heading of what a player page shows. It takes the focus as it
 * appears (each navigation mounts it anew), so keyboard and screen reader
 * users start at the content they moved to, not in the outline.
 */
export function PlayerHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return <Heading ref={heading} tabIndex={-1} dir="auto" data-testid={testId ?? 'player-heading'}>{children}</Heading>;
}
