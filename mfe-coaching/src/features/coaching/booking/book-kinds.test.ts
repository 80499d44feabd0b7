import { kindsFor, slotKindOf } from './book-kinds';

describe('the kinds a member may book', () => {
  it('offers the free session only while offered and left, a credit only when held, and always paid', () => {
    expect(kindsFor({ offersFreeSession: true, me: { freeSessionsLeft: 2, creditsWithCoach: 1 } })).toEqual(['FREE', 'CREDIT', 'PAID']);
    expect(kindsFor({ offersFreeSession: true, me: { freeSessionsLeft: 0, creditsWithCoach: 0 } })).toEqual(['PAID']);
    expect(kindsFor({ offersFreeSession: false, me: { freeSessionsLeft: 2, creditsWithCoach: 0 } })).toEqual(['PAID']);
  });

  it('books a credit in paid-length slots', () => {
    expect([slotKindOf('FREE'), slotKindOf('CREDIT'), slotKindOf('PAID')]).toEqual(['FREE', 'PAID', 'PAID']);
  });
});
