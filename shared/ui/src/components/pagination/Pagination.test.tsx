import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { Pagination } from './Pagination';
import { pageWindow, skipOf, pageCountOf } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 'gap', 12]);
    // One hidden page is shown rather than a gap.
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });

  it('computes skip and page count', () => {
    expect(skipOf(1, 12)).toBe(0);
    expect(skipOf(3, 12)).toBe(24);
    expect(pageCountOf(25, 12)).toBe(3);
    expect(pageCountOf(0, 12)).toBe(1);
  });
});

describe('Pagination', () => {
  beforeAll(() => setupI18n('en'));

  it('marks the current page and moves by page, previous and next', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('is absent for a single page', () => {
    renderWithTheme(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks Arabic, numbers in the Arabic locale', async () => {
    await setupI18n('ar');
    renderWithTheme(<Pagination page={2} pageCount={3} onPageChange={jest.fn()} />, 'ar');
    expect(screen.getByRole('navigation', { name: 'الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `الصفحة ${new Intl.NumberFormat('ar').format(2)}` })).toHaveAttribute('aria-current', 'page');
    await setupI18n('en');
  });
});
