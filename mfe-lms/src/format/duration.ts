import type { Language } from '@halaqa/contracts';
import { numberFormat } from '@halaqa/i18n';
import type { CourseCardData } from '../course-ui/course-types';

const UNITS = { HOURS: 'hour', DAYS: 'day', WEEKS: 'week', MONTHS: 'month' } as const;

/** "6 weeks", "٦ أسابيع": Intl's unit formatting carries each language's plural forms. */
export function formatDuration(duration: CourseCardData['duration'], unit: CourseCardData['durationUnit'], language: Language): string | null {
  if (duration === null || unit === null) return null;
  return numberFormat(language, { style: 'unit', unit: UNITS[unit], unitDisplay: 'long' }).format(duration);
}
