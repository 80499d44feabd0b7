import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusOnArrival } from '@halaqa/ui/pages';

const Frame = styled.div`
  max-inline-size: 1100px;
  margin-inline: auto;
`;

const Heading = styled.h1`
  margin: 0 0 20px;
  font-size: 1.6rem;
  /* Focused when the page appears, to start reading here; not a control: no ring. */
  &:focus { outline: none; }
`;

/** The frame of every groups page: its width and its heading, focused when the page appears. */
export function GroupsFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <Frame data-testid={testId}>
      <Heading ref={heading} tabIndex={-1}><bdi>{title}</bdi></Heading>
      {children}
    </Frame>
  );
}
