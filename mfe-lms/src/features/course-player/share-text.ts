/** A share stored as 0..1 (passing grade, attendance), as a percentage in the page language. */
export const shareText = (share: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
