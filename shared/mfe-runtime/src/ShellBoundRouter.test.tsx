import { fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocation } from '@halaqa/router';
import type { ShellLocation, ShellNavigator } from '@halaqa/contracts';
import { ShellBoundRouter } from './ShellBoundRouter';

const at = (pathname: string): ShellLocation => ({ pathname, search: '', hash: '', state: null, key: pathname });

function Here() {
  return <p data-testid="here">{useLocation().pathname}</p>;
}

describe('ShellBoundRouter', () => {
  it('renders the shell location and sends navigation back to the shell', () => {
    const navigator: ShellNavigator = { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: (to) => to };
    const { rerender } = render(
      <ShellBoundRouter location={at('/lms/all-courses')} navigator={navigator}>
        <Here />
        <Link to="/lms/my-courses?tab=1">mine</Link>
      </ShellBoundRouter>,
    );
    expect(screen.getByTestId('here')).toHaveTextContent('/lms/all-courses');
    fireEvent.click(screen.getByText('mine'));
    expect(navigator.push).toHaveBeenCalledWith('/lms/my-courses?tab=1', undefined);
    // The remote only moves when the shell says so.
    expect(screen.getByTestId('here')).toHaveTextContent('/lms/all-courses');
    rerender(
      <ShellBoundRouter location={at('/lms/my-courses')} navigator={navigator}>
        <Here />
      </ShellBoundRouter>,
    );
    expect(screen.getByTestId('here')).toHaveTextContent('/lms/my-courses');
  });
});
