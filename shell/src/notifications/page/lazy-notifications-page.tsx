import type { ComponentType } from 'react';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { lazyComponent, Spinner } from '@halaqa/ui';

function Loading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} testId="loading" />;
}

/** /notifications in a chunk of its own, with its texts: not in the shell's first load. */
export const lazyNotificationsPage: ComponentType<PageProps> = lazyComponent(() => Promise.all([
  import(/* webpackChunkName: "notifications-page" */ './NotificationsPage'),
  import(/* webpackChunkName: "notification-bell" */ '../notification-texts').then((module) => module.loadNotificationTexts()),
]).then(([module]) => module.NotificationsPage), Loading);

