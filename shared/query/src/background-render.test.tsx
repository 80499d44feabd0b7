import { act, render, screen } from '@testing-library/react';
import { memo, startTransition, useState } from 'react';
import { QueryClient, QueryClientProvider, useQueries, useQuery } from '@tanstack/react-query';

/**
 * React redoes a background render at once, in one long task, when a store
 * it read changed before the render ended (its check against tearing). React
 * Query's hooks are patched (patches/, decision 0021) so that a query whose
 * result did not change in that render is left out of the check: its change
 * arrives as its own update. These tests change a query in the middle of a
 * background render and count how often a part first drawn by that render is
 * drawn.
 */
type Hook = 'useQuery' | 'useQueries';

function setup(hook: Hook) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['filters'], 'first filters');
  let drawnCards = 0;
  let showCards!: () => void;

  /** Stands for the page's expensive part: drawn once unless its render is thrown away. */
  const Cards = memo(function Cards() {
    drawnCards += 1;
    return <p>cards</p>;
  });

  /** Another answer arrives while the background render is under way. */
  function ArrivingAnswer() {
    client.setQueryData(['filters'], 'second filters');
    return null;
  }

  function useFiltersOne(): string | undefined {
    return useQuery({ queryKey: ['filters'], queryFn: () => 'never asked' }).data as string | undefined;
  }
  function useFiltersMany(): string | undefined {
    const [filters] = useQueries({ queries: [{ queryKey: ['filters'], queryFn: () => 'never asked' }] });
    return filters.data as string | undefined;
  }
  const useFilters = hook === 'useQuery' ? useFiltersOne : useFiltersMany;

  function Page() {
    const filters = useFilters();
    const [cards, setCards] = useState(false);
    showCards = () => startTransition(() => setCards(true));
    return (
      <>
        <p>{filters}</p>
        {cards && <><ArrivingAnswer /><Cards /></>}
      </>
    );
  }

  render(<QueryClientProvider client={client}><Page /></QueryClientProvider>);
  return { drawnCards: () => drawnCards, showCards: () => showCards() };
}

describe.each<Hook>(['useQuery', 'useQueries'])('a query read with %s that changes during a background render', (hook) => {
  it('does not make React draw the background render a second time', async () => {
    const page = setup(hook);
    expect(screen.getByText('first filters')).toBeInTheDocument();
    await act(async () => page.showCards());
    expect(screen.getByText('cards')).toBeInTheDocument();
    expect(page.drawnCards()).toBe(1);
  });

  it('still shows the query’s new answer, as an update of its own', async () => {
    const page = setup(hook);
    await act(async () => page.showCards());
    expect(await screen.findByText('second filters')).toBeInTheDocument();
    expect(page.drawnCards()).toBe(1);
  });
});
