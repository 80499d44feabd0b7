import { outbox } from './outbox';

describe('the outbox (IndexedDB)', () => {
  afterEach(() => outbox.clear(1));

  it('keeps entries per attempt in order, a newer answer or flag of a question replacing the one waiting', async () => {
    await outbox.add({ kind: 'answer', attemptId: 1, attemptQuestionId: 5, response: { choice: 0 }, sequence: 1, idempotencyKey: 'key-00001', page: 0 });
    await outbox.add({ kind: 'answer', attemptId: 2, attemptQuestionId: 5, response: { choice: 0 }, sequence: 1, idempotencyKey: 'key-00002', page: 0 });
    await outbox.add({ kind: 'flag', attemptId: 1, attemptQuestionId: 6, flagged: true });
    await outbox.add({ kind: 'answer', attemptId: 1, attemptQuestionId: 7, response: { text: 'a' }, sequence: 1, idempotencyKey: 'key-00003', page: 1 });
    await outbox.add({ kind: 'answer', attemptId: 1, attemptQuestionId: 5, response: { choice: 2 }, sequence: 2, idempotencyKey: 'key-00004', page: 0 });
    await outbox.add({ kind: 'event', attemptId: 1, attemptQuestionId: 0, type: 'COPY', occurredAt: '2026-03-05T10:00:00.000Z', clientKey: 'event-0001' });
    await outbox.add({ kind: 'event', attemptId: 1, attemptQuestionId: 0, type: 'COPY', occurredAt: '2026-03-05T10:00:01.000Z', clientKey: 'event-0002' });
    const rows = await outbox.list(1);
    expect(rows.map((row) => [row.kind, row.attemptQuestionId, row.kind === 'answer' ? row.sequence : null])).toEqual([
      ['flag', 6, null], ['answer', 7, 1], ['answer', 5, 2], ['event', 0, null], ['event', 0, null],
    ]);
    expect(await outbox.list(2)).toHaveLength(1);
    await outbox.clear(2);
    expect(await outbox.list(2)).toHaveLength(0);
  });
});
