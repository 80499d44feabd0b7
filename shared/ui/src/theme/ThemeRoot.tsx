import { useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider, createGlobalStyle } from 'styled-components';
import type { Language, OrganizationProfile } from '@halaqa/contracts';
import { useColorMode } from './color-scheme';
import { useStylisPlugins } from './rtl-styles';
import { createTheme } from './theme';

const BaseStyle = createGlobalStyle`
  :root { color-scheme: ${({ theme }) => theme.mode}; }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/**
 * Theme and direction for one React root (the shell or a remote). Every root
 * uses this, so a remote flips to right-to-left, and to dark, exactly like the shell.
 */
export function ThemeRoot({ organization, language, withGlobalStyle = false, children }: {
  organization: Pick<OrganizationProfile, 'colors' | 'fonts'>;
  language: Language;
  /** Only the shell styles the document itself. */
  withGlobalStyle?: boolean;
  children: ReactNode;
}) {
  const mode = useColorMode();
  const theme = useMemo(() => createTheme(organization, language, mode), [organization, language, mode]);
  const plugins = useStylisPlugins(theme.direction);
  return (
    <StyleSheetManager stylisPlugins={plugins}>
      <ThemeProvider theme={theme}>
        {withGlobalStyle && <BaseStyle />}
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
