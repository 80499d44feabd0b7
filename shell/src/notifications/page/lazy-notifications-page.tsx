import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Spinner } from '@halaqa/ui';

const Page = lazy(() => Promise.all([
  import(/* webpackChunkName: "notifications-page" */ './NotificationsPage'),
  import(/* webpackChunkName: "notification-bell" */ '../notification-texts').then((module) => module.loadNotificationTexts()),
]).then(([module]) => ({ default: module.NotificationsPage })));

/** /notifications in a chunk of its own, with its texts: not in the shell's first load. */
export const lazyNotificationsPage: ComponentType<PageProps> = function NotificationsRoute() {
  const { t } = useTranslation('common');
  return <Suspense fallback={<Spinner label={t('loading')} testId="loading" />}><Page /></Suspense>;
};
