import type { Language } from '@halaqa/contracts';
import { formatDate } from '../../../format/dates';
import type { Lock } from '../api/types';

/** The part of i18next's `t` used here. */
export type Translate = (key: string, options?: Record<string, string>) => string;

/** Why an item or section is locked, in a sentence: "Unlocks on Mar 3, 2026", "Finish Week 1 first". */
export function lockText(t: Translate, lock: Lock, language: Language): string {
  const date = lock.until ? formatDate(lock.until, language) : null;
  switch (lock.reason) {
    case 'UNLOCK_DATE':
      return date ? t('player.lock.unlocksOn', { date }) : t('player.lock.locked');
    case 'NOT_YET_AVAILABLE':
      return date ? t('player.lock.availableFrom', { date }) : t('player.lock.locked');
    case 'NO_LONGER_AVAILABLE':
      return date ? t('player.lock.availableUntil', { date }) : t('player.lock.locked');
    case 'PREREQUISITE': {
      const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(lock.prerequisites.map((section) => section.name));
      return names ? t('player.lock.finishFirst', { sections: names }) : t('player.lock.locked');
    }
    default:
      return t('player.lock.locked');
  }
}
