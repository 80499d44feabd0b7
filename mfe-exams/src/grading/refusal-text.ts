import { failureCode, type Translate } from '@halaqa/ui/pages';

/**
 * What to say when a review or a decision is refused: the text of the API's
 * code where the exam screens have one (grd-001, grd-002, grd-004, exm-007,
 * perm-001, req-002), else `fallback`, a key of ours (the network, the server).
 */
export function refusalText(t: Translate, error: unknown, fallback: string): string {
  return t(`errors.${failureCode(error)}`, { ns: 'mfe-exams', defaultValue: '' }) || t(fallback, { ns: 'mfe-exams' });
}
