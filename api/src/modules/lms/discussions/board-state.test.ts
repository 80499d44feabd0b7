import { boardReadOnlyReason, threadRootOf } from './board-state';

const now = new Date('2030-01-10T12:00:00Z');
const open = { isLocked: false, unlockDate: null, lockDate: null };

describe('boardReadOnlyReason', () => {
  test('open without dates', () => expect(boardReadOnlyReason(open, now)).toBeNull());
  test('locked by hand, whatever the dates', () => {
    expect(boardReadOnlyReason({ ...open, isLocked: true, unlockDate: new Date('2030-01-01Z') }, now)).toBe('LOCKED');
  });
  test('before its unlock date', () => expect(boardReadOnlyReason({ ...open, unlockDate: new Date('2030-01-11T00:00:00Z') }, now)).toBe('NOT_OPEN_YET'));
  test('open from its unlock date', () => expect(boardReadOnlyReason({ ...open, unlockDate: now }, now)).toBeNull());
  test('closed from its lock date on', () => {
    expect(boardReadOnlyReason({ ...open, lockDate: now }, now)).toBe('CLOSED');
    expect(boardReadOnlyReason({ ...open, lockDate: new Date('2030-01-10T12:00:01Z') }, now)).toBeNull();
  });
});

test('a reply to a reply joins the thread', () => {
  expect(threadRootOf({ id: 5, parentId: null })).toBe(5);
  expect(threadRootOf({ id: 7, parentId: 5 })).toBe(5);
});
