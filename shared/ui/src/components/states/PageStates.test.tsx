import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@halaqa/api-client';
import { bus } from '@halaqa/bus';
import { changeLanguage } from '@halaqa/i18n';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { ErrorState } from './PageStates';

beforeAll(() => setupI18n());

describe('ErrorState', () => {
  it('offers a retry for a failure that may pass', () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState namespace="common" error={new ApiError({ statusCode: 500, code: 'srv-001', message: 'boom' })} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByTestId('not-allowed')).toBeNull();
  });

  it('shows the not-allowed card for a permission refusal, never a retry, and goes home through the shell', async () => {
    const navigations: unknown[] = [];
    const stop = bus.on('navigate', (request) => navigations.push(request));
    renderWithTheme(<ErrorState namespace="common" error={new ApiError({ statusCode: 403, code: 'perm-001', message: 'no' })} onRetry={jest.fn()} />);
    const card = screen.getByTestId('not-allowed');
    expect(card).toHaveTextContent('Not allowed');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(navigations).toEqual([{ to: '/' }]);
    stop();
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar', null);
    renderWithTheme(<ErrorState namespace="common" error={new ApiError({ statusCode: 403, code: 'perm-001', message: 'no' })} onRetry={jest.fn()} />, 'ar');
    expect(screen.getByTestId('not-allowed')).toHaveTextContent('غير مسموح');
    await changeLanguage('en', null);
  });
});
