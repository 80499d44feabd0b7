import { useMemo } from 'react';
import { addNamespace, useTranslation } from '@halaqa/i18n';
import type { AreaName, RemoteDefinition } from '@halaqa/contracts';

/** The i18n namespace of an area's chrome texts (its name, its menu and slot labels). */
export const chromeNamespace = (area: AreaName): string => `chrome.${area}`;

/** Makes every area's chrome texts known, in both languages: the shell shows them before any remote loads. */
export function addChromeTexts(areas: readonly RemoteDefinition[]): void {
  for (const area of areas) addNamespace(chromeNamespace(area.name), { en: { ...area.texts.en }, ar: { ...area.texts.ar } });
}

/** `label(area, key)`: a menu or slot label; `areaName(area)`: "Learning". */
export function useChromeTexts() {
  const { t } = useTranslation();
  // The same functions until the language changes: a menu built from them is computed once.
  return useMemo(() => ({
    label: (area: AreaName, key: string) => t(`labels.${key}`, { ns: chromeNamespace(area) }),
    areaName: (area: AreaName) => t('area', { ns: chromeNamespace(area) }),
  }), [t]);
}
