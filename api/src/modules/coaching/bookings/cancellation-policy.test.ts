import { decideCancellation, type CancellationFacts, type Party, type SessionKind } from './cancellation-policy';

const now = new Date('2030-03-10T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
/** A CONFIRMED session 48 h away, cancellation allowed until 24 h before. */
const facts = (overrides: Partial<CancellationFacts> = {}): CancellationFacts => ({
  by: 'MEMBER', kind: 'PAID', startsAt: hours(48), endsAt: hours(49), now, enableCancellation: true, cancellationMinimumHours: 24,
  status: 'CONFIRMED', ...overrides,
});
const decide = (overrides: Partial<CancellationFacts>) => {
  const decision = decideCancellation(facts(overrides));
  return decision.allowed ? decision.outcome : decision.code;
};

const PARTIES: Party[] = ['MEMBER', 'COACH'];
const KINDS: SessionKind[] = ['FREE', 'PAID', 'CREDIT'];
/** Before the member's deadline (48 h ahead), after it but before the start (2 h ahead), during the session, after the end. */
const MOMENTS = [['in time', 48], ['late', 2], ['running', -0.5], ['ended', -1]] as const;

/** The expected answer of the whole table, CONFIRMED sessions. */
function expected(by: Party, kind: SessionKind, moment: (typeof MOMENTS)[number][0], enableCancellation: boolean): string {
  if (moment === 'ended') return 'cch-007';
  if (by === 'COACH') return kind === 'FREE' ? 'FREE_SESSION_RETURNED' : 'CREDIT_GIVEN';
  if (!enableCancellation) return 'cch-006';
  if (moment !== 'in time') return 'cch-005';
  return { FREE: 'FREE_SESSION_RETURNED', PAID: 'REFUND_REQUESTED', CREDIT: 'CREDIT_GIVEN' }[kind];
}

describe('decideCancellation', () => {
  const rows = PARTIES.flatMap((by) => KINDS.flatMap((kind) => MOMENTS.flatMap(([moment, startIn]) => [true, false].map((enableCancellation) => (
    [by, kind, moment, enableCancellation, startIn] as const)))));

  test.each(rows)('%s cancels a %s session %s (cancellation enabled: %s)', (by, kind, moment, enableCancellation, startIn) => {
    expect(decide({ by, kind, enableCancellation, startsAt: hours(startIn), endsAt: hours(startIn + 1) }))
      .toBe(expected(by, kind, moment, enableCancellation));
  });

  test.each(PARTIES.flatMap((by) => KINDS.map((kind) => [by, kind] as const)))('%s: a cancelled %s session cannot be cancelled again', (by, kind) => {
    expect(decide({ by, kind, status: 'CANCELLED' })).toBe('cch-007');
    expect(decide({ by, kind, status: 'CANCELLED', enableCancellation: false })).toBe('cch-007');
  });

  test.each(PARTIES)('%s gives up a HELD (unpaid) session for nothing, in time or late, but not once ended', (by) => {
    expect(decide({ by, status: 'HELD' })).toBe('NOTHING');
    expect(decide({ by, status: 'HELD', startsAt: hours(1), endsAt: hours(2), enableCancellation: false })).toBe('NOTHING');
    expect(decide({ by, status: 'HELD', startsAt: hours(-2), endsAt: hours(-1) })).toBe('cch-007');
  });

  test('the late answer names the deadline; exactly at the deadline is still in time', () => {
    const late = decideCancellation(facts({ startsAt: hours(23), endsAt: hours(24) }));
    expect(late).toEqual({ allowed: false, code: 'cch-005', allowedUntil: hours(-1) });
    expect(decide({ startsAt: hours(24), endsAt: hours(25) })).toBe('REFUND_REQUESTED');
    expect(decide({ cancellationMinimumHours: 0, startsAt: hours(0), endsAt: hours(1) })).toBe('REFUND_REQUESTED');
  });
});
