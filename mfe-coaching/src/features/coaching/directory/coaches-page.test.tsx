import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { coachCardFixture, filterOptionsFixture, listOf } from '../../../testing/coaching-fixtures';
import { renderCoaching, resetCoachingState } from '../../../testing/render-coaching';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetCoachingState();
});

beforeEach(() => answer('GET', 'coaches/filter-options', { status: 200, body: filterOptionsFixture() }));

const lastQuery = () => Object.fromEntries(requestsTo('GET', 'coaches').at(-1)!.query);

describe('the coaches directory', () => {
  it('shows the cards: name, headline, languages, price as money, the free session and the next time', async () => {
    answer('GET', 'coaches', { status: 200, body: listOf([coachCardFixture(), coachCardFixture({ id: 32, name: 'Omar Farouk', offersFreeSession: false, nextAvailableAt: null })]) });
    await renderCoaching('/coaching/coaches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaches' })).toHaveFocus();
    const cards = await screen.findAllByTestId('coach-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Huda Al-Qahtani');
    expect(cards[0]).toHaveTextContent('Career coach for new teachers');
    expect(cards[0]).toHaveTextContent('Speaks Arabic, English');
    expect(cards[0]!.querySelector('[data-testid="coach-price"]')).toHaveTextContent(/SAR\s150\.00 a session of 60 min/);
    expect(cards[0]!.querySelector('[data-testid="free-badge"]')).toHaveTextContent('Free 30-minute session');
    expect(cards[0]!.querySelector('[data-testid="coach-next"]')).toHaveTextContent(/^Next available: /);
    expect(cards[1]!.querySelector('[data-testid="free-badge"]')).toBeNull();
    expect(cards[1]).toHaveTextContent('No free time in the next two weeks');
    expect(screen.getByRole('link', { name: 'Huda Al-Qahtani' })).toHaveAttribute('href', '/coaching/coaches/31');
    expect(lastQuery()).toEqual({ skip: '0', take: '12' });
  });

  it('searches after the pause and filters from the filter options, back to page 1', async () => {
    answer('GET', 'coaches', (request) => ({
      status: 200,
      body: request.query.get('search') === 'huda' ? listOf([coachCardFixture()]) : listOf([coachCardFixture({ id: 40, name: 'Someone' })], 30),
    }));
    await renderCoaching('/coaching/coaches?page=2');
    await screen.findAllByTestId('coach-card');
    expect(lastQuery()).toMatchObject({ skip: '12' });
    await userEvent.type(screen.getByLabelText('Search coaches'), 'huda');
    await waitFor(() => expect(lastQuery()).toEqual({ skip: '0', take: '12', search: 'huda' }), { timeout: 2000 });
    expect(await screen.findByText('Huda Al-Qahtani')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByTestId('filter-specialty'), 'Leadership');
    await userEvent.selectOptions(screen.getByTestId('filter-language'), 'English');
    await userEvent.selectOptions(screen.getByTestId('filter-within'), 'Within 7 days');
    await userEvent.click(screen.getByLabelText('Offers a free session'));
    await userEvent.type(screen.getByTestId('filter-max-price'), '300{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({
      skip: '0', take: '12', search: 'huda', specialtyId: '3', language: 'en', availableWithinDays: '7', freeSession: 'true', maxPrice: '30000',
    }));
    expect(screen.getByTestId('where')).toHaveTextContent('/coaching/coaches?query=huda&specialty=3&language=en&maxPrice=300&free=true&within=7');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    answer('GET', 'coaches', { status: 200, body: listOf([]) });
    await renderCoaching('/coaching/coaches?free=true');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No coach matches these filters.');
    await userEvent.click(screen.getByTestId('clear-filters'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/coaching\/coaches$/);
  });

  it('says when the list fails, in Arabic, and tries again', async () => {
    let calls = 0;
    answer('GET', 'coaches', () => (++calls === 1 ? apiError(500, 'srv-001') : { status: 200, body: listOf([coachCardFixture()]) }));
    await renderCoaching('/coaching/coaches', { language: 'ar' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /حاول|أعد/ }));
    expect(await screen.findByTestId('coach-card')).toHaveTextContent('يتحدث');
  });
});
