import { parseSupportAddress, searchOf } from './support-address';

describe('the address of /technical-support', () => {
  it('reads what it writes, and ignores what is not an address of it', () => {
    expect(parseSupportAddress('')).toEqual({ ticketId: null, composing: false, view: 'mine', page: 1 });
    expect(parseSupportAddress('?ticket=12&view=all&page=3')).toEqual({ ticketId: 12, composing: false, view: 'all', page: 3 });
    expect(parseSupportAddress('?ticket=abc&new=yes&view=everything&page=-2')).toEqual({ ticketId: null, composing: false, view: 'mine', page: 1 });
    expect(searchOf({ view: 'all', page: 2 })).toBe('?view=all&page=2');
    expect(searchOf({ view: 'mine', page: 1 })).toBe('');
    expect(parseSupportAddress(searchOf({ composing: true }))).toMatchObject({ composing: true });
  });
});
