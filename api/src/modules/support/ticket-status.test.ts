import { statusAfterMessage } from './ticket-status';

test.each([
  ['received', true, 'pending'],
  ['pending', true, 'pending'],
  ['resolved', true, 'resolved'],
  ['received', false, 'received'],
  ['pending', false, 'pending'],
  ['resolved', false, 'pending'],
] as const)('a %s ticket, a message from staff: %s -> %s', (current, fromStaff, next) => {
  expect(statusAfterMessage(current, fromStaff)).toBe(next);
});
