import type { ComponentType } from 'react';
import type { PageProps } from '@halaqa/mfe-runtime';
import { lazyComponent } from '@halaqa/ui';
import { PageLoading } from '../../app/PageLoading';

/** /notifications in a chunk of its own, with its texts: not in the shell's first load. */
export const lazyNotificationsPage: ComponentType<PageProps> = lazyComponent(() => Promise.all([
  import(/* webpackChunkName: "notifications-page" */ './NotificationsPage'),
  import(/* webpackChunkName: "notification-bell" */ '../notification-texts').then((module) => module.loadNotificationTexts()),
]).then(([module]) => module.NotificationsPage), PageLoading);

