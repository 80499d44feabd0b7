import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_PAUSE_MS } from '@halaqa/contracts';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { PausedSearchField } from './PausedSearchField';

beforeAll(() => setupI18n());

function renderField(value = '') {
  const onSearch = jest.fn();
  const props = { onSearch, id: 'search', label: 'Search events', placeholder: 'Search by title', testId: 'search' };
  const view = renderWithTheme(<PausedSearchField value={value} {...props} />);
  const rerender = (next: string) => view.rerender(<PausedSearchField value={next} {...props} />);
  return { onSearch, rerender, box: screen.getByRole('searchbox', { name: 'Search events' }) };
}

describe('PausedSearchField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('searches the trimmed text once typing pauses', async () => {
    const { onSearch, box } = renderField();
    await user().type(box, ' ethics ');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ethics');
  });

  it('searches at once on Enter and when emptied', async () => {
    const { onSearch, box } = renderField('data');
    await user().type(box, ' science{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('data science');
    await user().clear(box);
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('shows a search that arrives from outside (back and forward) instead of what was typed', async () => {
    const { onSearch, rerender, box } = renderField('one');
    await user().type(box, 'x');
    rerender('two');
    expect(box).toHaveValue('two');
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
