import type { Language } from '@halaqa/contracts';
import { usePageLanguage, dateTimeFormat, numberFormat } from '@halaqa/i18n';
import { formatMoney } from '@halaqa/ui/pages';

/** Formats amounts (minor units) in the page language: `money(11500, 'SAR')`. */
export function useMoney(): (minor: number, currency: string) => string {
  const language = usePageLanguage();
  return (minor, currency) => formatMoney(minor, currency, language);
}

/** An item's title in the page language: the Arabic one on an Arabic page when there is one. */
export function itemTitle(item: { title: string; titleAr: string | null }, language: Language): string {
  return language === 'ar' && item.titleAr?.trim() ? item.titleAr : item.title;
}

/** A day in the member's time zone and the page language ("Mar 3, 2026"). */
export function formatDay(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment in the member's time zone and the page language ("Mar 3, 2026, 4:05 PM"). */
export function formatMoment(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A rate in basis points as a percentage (1500 -> "15%"). */
export function formatRate(basisPoints: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
