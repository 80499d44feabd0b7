/**
 * The constraint a PostgreSQL unique violation (23505) names, or null for
 * any other error. drizzle wraps driver errors, so the cause chain is read.
 * It backs up the explicit checks when two registrations race.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
