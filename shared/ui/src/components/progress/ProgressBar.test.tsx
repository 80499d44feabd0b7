import { screen } from '@testing-library/react';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its value to assistive technology and writes it beside the bar', async () => {
    await setupI18n('en');
    renderWithTheme(<ProgressBar value={42.4} label="Progress of Algebra" testId="bar" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress of Algebra' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByTestId('bar')).toHaveTextContent('42%');
  });

  it('keeps the value within 0..100 and writes it in Arabic', async () => {
    await setupI18n('ar');
    renderWithTheme(<ProgressBar value={140} label="التقدم" />, 'ar');
    const bar = screen.getByRole('progressbar', { name: 'التقدم' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.getAttribute('aria-valuetext')).toBe(new Intl.NumberFormat('ar', { style: 'percent' }).format(1));
  });
});
