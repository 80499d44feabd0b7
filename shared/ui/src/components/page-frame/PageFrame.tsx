import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusOnArrival } from '../focus-on-arrival';

const Frame = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
`;

const Heading = styled.h1`
  margin: 0 0 20px;
  font-size: 1.6rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
  /* Focused when the page appears, to start reading here; not a control: no ring. */
  &:focus { outline: none; }
`;

/**
 * The frame of a remote's page: its width and its heading, focused when the page appears. The heading keeps the
 * page's direction; the title inside keeps its own (an English name on an Arabic page). `before`: what comes
 * above the heading (a breadcrumb).
 */
export function PageFrame({ title, testId, before, children }: { title: string; testId: string; before?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <Frame data-testid={testId}>
      {before}
      <Heading ref={heading} tabIndex={-1}><bdi>{title}</bdi></Heading>
      {children}
    </Frame>
  );
}
