import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { ThemeRoot } from './ThemeRoot';

const Probe = styled.div`margin-left: 24px;`;

function cssText() {
  return [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n')
    + [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

describe('ThemeRoot', () => {
  it('flips left and right for Arabic', () => {
    const { unmount } = render(<ThemeRoot organization={organizationFixture()} language="ar"><Probe data-testid="p" /></ThemeRoot>);
    const className = screen.getByTestId('p').className.split(' ').pop()!;
    expect(cssText()).toMatch(new RegExp(`\\.${className}\\{margin-right:24px;?\\}`));
    unmount();
  });

  it('keeps left as left for English', () => {
    render(<ThemeRoot organization={organizationFixture()} language="en"><Probe data-testid="p" /></ThemeRoot>);
    const className = screen.getByTestId('p').className.split(' ').pop()!;
    expect(cssText()).toMatch(new RegExp(`\\.${className}\\{margin-left:24px;?\\}`));
  });
});
