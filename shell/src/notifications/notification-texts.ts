import { addLazyNamespace, i18n, loadLanguage, useTranslation } from '@halaqa/i18n';

const NOTIFICATIONS_NAMESPACE = 'notifications';

/**
 * The bell's and the notifications page's texts: fetched with them, never
 * in the shell's first load. After that a language switch fetches the other
 * language's copy before it switches.
 */
export async function loadNotificationTexts(): Promise<void> {
  addLazyNamespace(NOTIFICATIONS_NAMESPACE, {
    en: () => import(/* webpackChunkName: "notification-texts-en" */ '../i18n/notifications.en.json').then((texts) => texts.default),
    ar: () => import(/* webpackChunkName: "notification-texts-ar" */ '../i18n/notifications.ar.json').then((texts) => texts.default),
  });
  await loadLanguage(i18n.language === 'ar' ? 'ar' : 'en');
}

export function useNotificationTexts() {
  return useTranslation([NOTIFICATIONS_NAMESPACE, 'common']);
}
