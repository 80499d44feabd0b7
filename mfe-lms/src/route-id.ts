/** The id in a route parameter; null when it is not a positive whole number (then nothing is asked of the API). */
export function routeIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
