import { createBus, type ChannelLike } from './bus';

function fakeChannelPair(): [ChannelLike, ChannelLike] {
  const a: ChannelLike = { onmessage: null, close() {}, postMessage: (data) => b.onmessage?.({ data } as MessageEvent) };
  const b: ChannelLike = { onmessage: null, close() {}, postMessage: (data) => a.onmessage?.({ data } as MessageEvent) };
  return [a, b];
}

describe('bus', () => {
  it('delivers a payload to every subscriber of the topic only', () => {
    const bus = createBus();
    const toasts: string[] = [];
    const carts: number[] = [];
    bus.on('toast', (p) => toasts.push(p.message));
    bus.on('cart.changed', (p) => carts.push(p.count));
    bus.emit('toast', { type: 'success', message: 'saved' });
    expect(toasts).toEqual(['saved']);
    expect(carts).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const seen: number[] = [];
    const off = bus.on('cart.changed', (p) => seen.push(p.count));
    bus.emit('cart.changed', { count: 1 });
    off();
    bus.emit('cart.changed', { count: 2 });
    expect(seen).toEqual([1]);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createBus();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    bus.on('navigate', () => { throw new Error('boom'); });
    bus.on('navigate', (p) => seen.push('to' in p ? p.to : p.role));
    bus.emit('navigate', { to: '/lms' });
    expect(seen).toEqual(['/lms']);
    spy.mockRestore();
  });

  it('sends session changes, and only them, to the other tabs', () => {
    const [one, two] = fakeChannelPair();
    const tabOne = createBus(one);
    const tabTwo = createBus(two);
    const sessions: boolean[] = [];
    const toasts: string[] = [];
    tabTwo.on('session.changed', (p) => sessions.push(p.signedIn));
    tabTwo.on('toast', (p) => toasts.push(p.message));
    tabOne.emit('session.changed', { signedIn: false, userId: null });
    tabOne.emit('toast', { type: 'info', message: 'local only' });
    expect(sessions).toEqual([false]);
    expect(toasts).toEqual([]);
  });

  it('gives every bus its own instance id', () => {
    expect(createBus().instanceId).not.toEqual(createBus().instanceId);
  });
});
