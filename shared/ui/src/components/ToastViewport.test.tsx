import { act, render, screen } from '@testing-library/react';
import { createBus } from '@halaqa/bus';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ToastViewport } from './ToastViewport';

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const bus = createBus();
    render(<ThemeRoot organization={organizationFixture()} language="en"><ToastViewport bus={bus} /></ThemeRoot>);
    return bus;
  }

  it('shows a toast from the bus for 3 seconds', () => {
    const bus = setup();
    act(() => bus.emit('toast', { type: 'success', message: 'Saved' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-type', 'success');
    act(() => { jest.advanceTimersByTime(2900); });
    expect(screen.queryByTestId('toast')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(200); });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('keeps error toasts for 5 seconds and announces them as alerts', () => {
    const bus = setup();
    act(() => bus.emit('toast', { type: 'error', message: 'Failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    act(() => { jest.advanceTimersByTime(4900); });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(200); });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('colours each type differently', () => {
    const bus = setup();
    act(() => {
      bus.emit('toast', { type: 'success', message: 'a' });
      bus.emit('toast', { type: 'error', message: 'b' });
      bus.emit('toast', { type: 'warning', message: 'c' });
      bus.emit('toast', { type: 'info', message: 'd' });
    });
    const colours = screen.getAllByTestId('toast').map((el) => getComputedStyle(el).backgroundColor);
    expect(new Set(colours).size).toBe(4);
  });
});
