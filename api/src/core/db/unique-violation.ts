/**
 * The constraint a PostgreSQL unique violation (23505) names, or null for
 * any other error. drizzle wraps driver errors, so the cause chain is read.
 * It backs up the explicit checks when two registrations race.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  return violatedConstraint(error, '23505');
}

/**
 * The constraint a PostgreSQL exclusion violation (23P01) names, or null:
 * an EXCLUDE constraint (coaching_bookings_no_overlap) decides a race for an
 * overlapping range the way a unique index decides one for a value.
 */
export function violatedExclusionConstraint(error: unknown): string | null {
  return violatedConstraint(error, '23P01');
}

function violatedConstraint(error: unknown, sqlState: string): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
