import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding-block: 10px;
  padding-inline: 14px;
  margin-block-end: 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.errorSurface};
`;

/** A form-level failure (the server refused, the network failed), announced at once. */
export function FormError({ children, testId = 'form-error' }: { children?: ReactNode; testId?: string }) {
  if (!children) return null;
  return <Box role="alert" data-testid={testId}>{children}</Box>;
}
