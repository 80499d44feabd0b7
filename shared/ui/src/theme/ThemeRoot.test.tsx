import { act, render, screen, waitFor } from '@testing-library/react';
import styled from 'styled-components';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { loadLanguage } from '@halaqa/i18n';
import { chooseColorScheme, COLOR_SCHEME_STORAGE_KEY } from './color-scheme';
import { ThemeRoot } from './ThemeRoot';

const Surface = styled.div`background: ${({ theme }) => theme.colors.surface};`;

/** The device says dark (or not) through matchMedia, as a browser would. */
function deviceSaysDark(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = { matches: dark, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) };
  window.matchMedia = jest.fn().mockReturnValue(media);
  return { change(next: boolean) { media.matches = next; for (const listener of listeners) listener(); } };
}

const surfaceOf = (testId: string) => {
  const className = screen.getByTestId(testId).className.split(' ').pop()!;
  return new RegExp(`\\.${className}\\{background:(#[0-9a-f]{6});?\\}`).exec(cssText())?.[1];
};

const Probe = styled.div`margin-left: 24px;`;
const LaterProbe = styled.div`padding-left: 8px;`;

function cssText() {
  return [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n')
    + [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

describe('ThemeRoot', () => {
  it('flips left and right for Arabic as soon as the right-to-left plugin arrives (a root rendered without the shell start)', async () => {
    const { unmount } = render(<ThemeRoot organization={organizationFixture()} language="ar"><Probe data-testid="p" /></ThemeRoot>);
    await waitFor(() => {
      const className = screen.getByTestId('p').className.split(' ').pop()!;
      expect(cssText()).toMatch(new RegExp(`\\.${className}\\{margin-right:24px;?\\}`));
    });
    unmount();
  });

  it('flips from the first render once the language has loaded (the plugin comes with its texts)', async () => {
    await loadLanguage('ar');
    const { unmount } = render(<ThemeRoot organization={organizationFixture()} language="ar"><LaterProbe data-testid="q" /></ThemeRoot>);
    const className = screen.getByTestId('q').className.split(' ').pop()!;
    expect(cssText()).toMatch(new RegExp(`\\.${className}\\{padding-right:8px;?\\}`));
    unmount();
  });

  it('keeps left as left for English', () => {
    render(<ThemeRoot organization={organizationFixture()} language="en"><Probe data-testid="p" /></ThemeRoot>);
    const className = screen.getByTestId('p').className.split(' ').pop()!;
    expect(cssText()).toMatch(new RegExp(`\\.${className}\\{margin-left:24px;?\\}`));
  });

  describe('light and dark', () => {
    afterEach(() => {
      localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it("follows the device's setting until the member picks one, and remembers the pick", () => {
      const device = deviceSaysDark(true);
      render(<ThemeRoot organization={organizationFixture()} language="en"><Surface data-testid="s" /></ThemeRoot>);
      expect(surfaceOf('s')).toBe('#161b22');
      act(() => device.change(false));
      expect(surfaceOf('s')).toBe('#ffffff');
      act(() => chooseColorScheme('dark'));
      expect(surfaceOf('s')).toBe('#161b22');
      expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
      act(() => device.change(false));
      expect(surfaceOf('s')).toBe('#161b22');
      act(() => chooseColorScheme('system'));
      expect(surfaceOf('s')).toBe('#ffffff');
      expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
    });

    it('redraws every root of the page, and follows a pick made in another tab', () => {
      deviceSaysDark(false);
      render(<>
        <ThemeRoot organization={organizationFixture()} language="en"><Surface data-testid="shell" /></ThemeRoot>
        <ThemeRoot organization={organizationFixture()} language="ar"><Surface data-testid="remote" /></ThemeRoot>
      </>);
      act(() => chooseColorScheme('dark'));
      expect([surfaceOf('shell'), surfaceOf('remote')]).toEqual(['#161b22', '#161b22']);
      localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
      act(() => { window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_STORAGE_KEY, newValue: 'light' })); });
      expect([surfaceOf('shell'), surfaceOf('remote')]).toEqual(['#ffffff', '#ffffff']);
    });
  });
});
