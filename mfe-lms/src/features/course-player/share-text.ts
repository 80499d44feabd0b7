import { numberFormat } from '@halaqa/i18n';
/** A share stored as 0..1 (passing grade, attendance), as a percentage in the page language. */
export const shareText = (share: number, language: string) => numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
