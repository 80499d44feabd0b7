import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusOnArrival } from '@halaqa/ui/pages';

const Frame = styled.div`
  max-inline-size: 880px;
  margin-inline: auto;
`;

const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: 1.6rem;
  /* Focused by the page (useFocusOnArrival) to start reading here, not to be operated: no ring. */
  &:focus { outline: none; }
`;

const Lead = styled.p`
  margin: 0 0 24px;
  max-inline-size: 70ch;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The frame of every getting-help page: its width, and its heading, focused when the page appears. */
export function HelpPageFrame({ title, lead, testId, children }: { title: string; lead?: ReactNode; testId: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <Frame data-testid={testId}>
      <Heading ref={heading} tabIndex={-1}>{title}</Heading>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Frame>
  );
}
