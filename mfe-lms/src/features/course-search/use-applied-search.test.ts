import { act, renderHook } from '@testing-library/react';
import { SEARCH_PAUSE_MS } from '@halaqa/contracts';
import { useAppliedSearch } from './use-applied-search';

describe('useAppliedSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies the trimmed text after the pause, restarting it on every change', () => {
    const { result, rerender } = renderHook(({ text }) => useAppliedSearch(text), { initialProps: { text: '' } });
    rerender({ text: ' dat' });
    act(() => { jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1); });
    rerender({ text: ' data ' });
    act(() => { jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1); });
    expect(result.current).toBe('');
    act(() => { jest.advanceTimersByTime(1); });
    expect(result.current).toBe('data');
  });

  it('applies an emptied box at once', () => {
    const { result, rerender } = renderHook(({ text }) => useAppliedSearch(text), { initialProps: { text: 'data' } });
    expect(result.current).toBe('data');
    rerender({ text: '   ' });
    expect(result.current).toBe('');
  });

  it('does not search again for spaces around the same words', () => {
    const { result, rerender } = renderHook(({ text }) => useAppliedSearch(text), { initialProps: { text: 'data' } });
    rerender({ text: 'data  ' });
    expect(result.current).toBe('data');
  });
});
