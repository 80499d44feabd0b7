import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusOnArrival } from '@halaqa/ui/pages';

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

/** The frame of an events page: its width and its h1, focused when the page appears. */
export function EventsFrame({ title, testId, before, children }: { title: string; testId: string; before?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <Frame data-testid={testId}>
      {before}
      <Heading ref={heading} tabIndex={-1} dir="auto">{title}</Heading>
      {children}
    </Frame>
  );
}
