import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primaryText};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 0;
`;

/** A labelled busy indicator for an area that is loading. */
export function Spinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <Centre role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <Ring aria-hidden="true" />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</span>
    </Centre>
  );
}
