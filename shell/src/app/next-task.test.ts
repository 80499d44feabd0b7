import { nextTask } from './next-task';

test('resolves only after the tasks already waiting have run (a promise alone would not let them)', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  await Promise.resolve();
  order.push('microtask');
  await nextTask();
  order.push('after nextTask');
  expect(order).toEqual(['microtask', 'waiting task', 'after nextTask']);
});
