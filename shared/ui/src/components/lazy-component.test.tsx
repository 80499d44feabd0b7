import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyComponent } from './lazy-component';

/** A fetch the test settles by hand. */
function deferredFetch<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (error: unknown) => void;
  const fetch = jest.fn(() => new Promise<Value>((yes, no) => { resolve = yes; reject = no; }));
  return { fetch, resolve: (value: Value) => resolve(value), reject: (error: unknown) => reject(error) };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    const code = deferredFetch<typeof Greeting>();
    const Lazy = lazyComponent(code.fetch, <p>Loading…</p>);
    render(<Lazy name="Amal" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    code.resolve(Greeting);
    expect(await screen.findByText('Hello Amal')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('draws the fallback once while it waits: nothing re-renders it until the code is there', async () => {
    const code = deferredFetch<typeof Greeting>();
    const fallbackRenders = jest.fn();
    function Waiting({ name }: { name: string }) {
      fallbackRenders(name);
      return <p>Waiting for {name}</p>;
    }
    const Lazy = lazyComponent(code.fetch, Waiting);
    render(<Lazy name="Omar" />);
    expect(screen.getByText('Waiting for Omar')).toBeInTheDocument();
    await new Promise((resolve) => { setTimeout(resolve, 50); });
    expect(fallbackRenders).toHaveBeenCalledTimes(1);
    code.resolve(Greeting);
    expect(await screen.findByText('Hello Omar')).toBeInTheDocument();
  });

  it('fetches the code once, and a later use draws the component at once', async () => {
    const code = deferredFetch<typeof Greeting>();
    const Lazy = lazyComponent(code.fetch, <p>Loading…</p>);
    const first = render(<><Lazy name="one" /><Lazy name="two" /></>);
    code.resolve(Greeting);
    expect(await screen.findByText('Hello two')).toBeInTheDocument();
    first.unmount();
    render(<Lazy name="three" />);
    expect(screen.getByText('Hello three')).toBeInTheDocument();
    expect(code.fetch).toHaveBeenCalledTimes(1);
  });

  it('hands a failed fetch to the error boundary, and the next use fetches again', async () => {
    // React reports the error the boundary caught; the boundary's text is what this test reads.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = deferredFetch<typeof Greeting>();
    const Lazy = lazyComponent(code.fetch, <p>Loading…</p>);
    const failed = render(<Boundary><Lazy name="Huda" /></Boundary>);
    code.reject(new Error('chunk failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    failed.unmount();
    render(<Boundary><Lazy name="Huda" /></Boundary>);
    expect(code.fetch).toHaveBeenCalledTimes(2);
    code.resolve(Greeting);
    expect(await screen.findByText('Hello Huda')).toBeInTheDocument();
    reported.mockRestore();
  });
});
