import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useQuery } from './deferred-queries';

/** Every state the component drew, in order. */
function setup() {
  const drawn: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let answer!: (value: string) => void;
  const fetchGreeting = () => new Promise<string>((resolve) => { answer = resolve; });
  function Greeting() {
    const query = useQuery({ queryKey: ['greeting'], queryFn: fetchGreeting });
    const state = query.data ?? (query.isPending ? 'loading' : 'failed');
    drawn.push(state);
    return <p>{state}</p>;
  }
  render(<QueryClientProvider client={client}><Greeting /></QueryClientProvider>);
  return { drawn, client, answer: (value: string) => answer(value) };
}

describe('useQuery', () => {
  it('draws the first answer in a render of its own, after an urgent one that keeps the loading state', async () => {
    const { drawn, answer } = setup();
    await act(async () => answer('hello'));
    expect(await screen.findByText('hello')).toBeInTheDocument();
    // The urgent render (the store's change) still draws "loading"; the deferred one draws the answer.
    expect(drawn.slice(drawn.lastIndexOf('loading'))).toEqual(['loading', 'hello']);
    expect(drawn.filter((state) => state === 'loading').length).toBeGreaterThanOrEqual(2);
  });

  it('draws a later change at once: an optimistic update is never a render late', async () => {
    const { drawn, client, answer } = setup();
    await act(async () => answer('hello'));
    await screen.findByText('hello');
    const before = drawn.length;
    act(() => { client.setQueryData(['greeting'], 'bonjour'); });
    expect(await screen.findByText('bonjour')).toBeInTheDocument();
    expect(drawn.slice(before)).toEqual(['bonjour']);
  });
});
