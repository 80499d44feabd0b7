/**
 * The checks of a coach's profile rows that a schema cannot express
 * (docs/design/coaching-api.md "Validation"): they compare two fields, and a
 * PATCH is checked on the row as it would be after the change. Each answers
 * the reason it refuses, or null.
 */

export function educationYearsProblem(row: { startYear?: number | null; endYear?: number | null }): string | null {
  if (row.startYear != null && row.endYear != null && row.endYear < row.startYear) return 'endYear must not be before startYear';
  return null;
}

/** Dates are YYYY-MM-DD, so their text order is their calendar order. */
export function experienceDatesProblem(row: { startDate: string; endDate?: string | null }): string | null {
  if (row.endDate != null && row.endDate < row.startDate) return 'endDate must not be before startDate';
  return null;
}

export function certificationExpiryProblem(row: { issuedOn?: string | null; expiresOn?: string | null; doesNotExpire?: boolean }): string | null {
  if (row.doesNotExpire && row.expiresOn != null) return 'A certification that does not expire has no expiresOn';
  if (row.issuedOn != null && row.expiresOn != null && row.expiresOn < row.issuedOn) return 'expiresOn must not be before issuedOn';
  return null;
}
