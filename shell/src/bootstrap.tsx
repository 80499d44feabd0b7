import { FIRST_SCREEN } from '@halaqa/contracts';
import { installProblemReporting, reportProblem } from '@halaqa/mfe-runtime';
import { domainPrefix } from './app/domain-prefix';
import { nextTask } from './app/next-task';
import { pageNonce } from './app/site-start';

/**
 * Resolve the organization, theme and translate the shell, register its
 * remotes, render. The start-up modules are evaluated in three tasks instead
 * of one: problem reporting, then the site's data, then React and the app,
 * each an eager import (in this chunk, no request of its own) after a
 * yield, so that no one task holds a phone's main thread for long (total
 * blocking time: one task of 147 ms at 4x CPU slowdown before).
 */
async function start() {
  await nextTask();
  // Before anything renders: styled-components' style tags carry the page's CSP nonce.
  __webpack_nonce__ = pageNonce(document);
  // First: a start-up failure is the failure most worth hearing about.
  installProblemReporting({ organization: domainPrefix, release: __webpack_hash__ });
  const rootElement = document.getElementById('root')!;
  // The server's first screen (when it wrote one) stands until the app has drawn the page behind it.
  const handingOver = document.getElementById(FIRST_SCREEN.elementId)
    ? import('./app/first-screen-handoff').then(({ handOverFirstScreen }) => handOverFirstScreen(document))
    : null;
  try {
    await nextTask();
    const { prepareShell } = await import(/* webpackMode: "eager" */ './app/prepare-shell');
    const prepared = await prepareShell();
    const { warmUpFirstScreen } = await import(/* webpackMode: "eager" */ './app/warm-up');
    await warmUpFirstScreen(prepared.store.getState().ui.language, { formats: prepared.firstScreenShowsData });
    await nextTask();
    const { renderShell } = await import(/* webpackMode: "eager" */ './app/render-shell');
    renderShell(rootElement, prepared);
  } catch (error) {
    console.error('[halaqa] start-up failed', error);
    reportProblem({ kind: 'error', error, area: 'shell' });
    void handingOver?.then((handOver) => handOver());
    const { renderStartupFailure } = await import(/* webpackMode: "eager" */ './app/render-shell');
    renderStartupFailure(rootElement, error, domainPrefix);
  }
}

void start();
