import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding-block: 48px;
  padding-inline: 16px;
`;

const Panel = styled.section<{ $wide: boolean }>`
  inline-size: min(${({ $wide }) => ($wide ? 720 : 440)}px, 100%);
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  h1 { margin: 0 0 8px; font-size: 1.6rem; }
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.6;
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin: 20px 0 0;
  a { color: ${({ theme }) => theme.colors.info}; font-weight: 600; }
`;

/** The centred card every sign-in screen sits in (sidebar hidden on these routes). */
export function AuthLayout({ title, lead, wide = false, children, testId }: {
  title: ReactNode;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Page>
      <Panel $wide={wide} aria-labelledby="auth-title" data-testid={testId}>
        <h1 id="auth-title">{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Panel>
    </Page>
  );
}
