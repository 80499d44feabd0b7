import type { ComponentType } from 'react';
import type { PageProps } from '@halaqa/mfe-runtime';
import { lazyComponent } from '@halaqa/ui';
import { PageLoading } from '../../app/PageLoading';

/** The getting-help texts, fetched with the first of these pages (not in the first load). */
const texts = () => import(/* webpackChunkName: "support-texts" */ './use-support-texts').then((module) => module.loadSupportTexts());

/**
 * A getting-help page in a chunk of its own, fetched on the first visit to
 * its route together with its texts, so the shell's first load carries none
 * of them. Only what the first load has already (React, the spinner, the
 * common texts) is used here.
 */
export function lazyHelpPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<PageProps>>>,
  name: Name,
): ComponentType<PageProps> {
  return lazyComponent(() => Promise.all([load(), texts()]).then(([module]) => module[name]), PageLoading);
}
