/** A route's numeric id ("12"), or null when the address carries something else. */
export const coachIdOf = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
