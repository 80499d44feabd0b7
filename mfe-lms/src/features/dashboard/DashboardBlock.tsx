import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  padding: 20px;
  min-inline-size: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-block-end: 16px;
  h2 { margin: 0; font-size: 1.2rem; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
`;

/** One block of the dashboard: a titled region (its heading names it) with an optional link beside the title. */
export function DashboardBlock({ title, action, testId, children }: {
  title: string;
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {action}
      </Header>
      {children}
    </Section>
  );
}
