import type { CoachProfile, SessionKind } from '../../../api/coaching-types';

/** The kinds this member may book with this coach now, most favourable first (free, then a credit, then paid). */
export function kindsFor(coach: Pick<CoachProfile, 'offersFreeSession' | 'me'>): SessionKind[] {
  const kinds: SessionKind[] = [];
  if (coach.offersFreeSession && coach.me.freeSessionsLeft > 0) kinds.push('FREE');
  if (coach.me.creditsWithCoach > 0) kinds.push('CREDIT');
  kinds.push('PAID');
  return kinds;
}

/** Which slots a kind books: a free session has its own duration; a credit is a paid-length session. */
export const slotKindOf = (kind: SessionKind): 'PAID' | 'FREE' => (kind === 'FREE' ? 'FREE' : 'PAID');
