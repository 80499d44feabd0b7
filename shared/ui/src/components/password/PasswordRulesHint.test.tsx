import { act, screen } from '@testing-library/react';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { PasswordRulesHint } from './PasswordRulesHint';

const met = () => Object.fromEntries(screen.getAllByTestId(/^password-rule-/).map((el) => [el.dataset.testid!.replace('password-rule-', ''), el.dataset.met]));

describe('PasswordRulesHint', () => {
  beforeAll(() => setupI18n('en'));

  it('marks every rule the password breaks, live', () => {
    const { rerender } = renderWithTheme(<PasswordRulesHint password="" />);
    expect(met()).toEqual({ minLength: 'false', uppercase: 'false', lowercase: 'false', number: 'false', special: 'false' });
    rerender(<PasswordRulesHint password="abcDEF12" />);
    expect(met()).toEqual({ minLength: 'true', uppercase: 'true', lowercase: 'true', number: 'true', special: 'false' });
    expect(screen.getByTestId('password-rule-special')).toHaveTextContent('A special character (for example ! @ # ?)(missing)');
    rerender(<PasswordRulesHint password="abcDEF12!" />);
    expect(Object.values(met())).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('reads in Arabic', async () => {
    await setupI18n('ar');
    renderWithTheme(<PasswordRulesHint password="a" />, 'ar');
    expect(screen.getByTestId('password-rule-minLength')).toHaveTextContent('8 أحرف على الأقل');
    await act(() => setupI18n('en'));
  });
});
