import React, { startTransition, useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { DefinedRemote, Language, RemoteAppProps, RouteSpec } from '@halaqa/contracts';
import { addLazyNamespace, addNamespace, i18n, loadLanguage, type NamespaceTexts } from '@halaqa/i18n';
// Through the package's own name, never a relative path: this file is the
// `remote-app` entry, a shared module of its own, and must use the page's one
// instance of the main entry (its contexts, query cache, debug record).
import { AppProviders, recordInstances, reportProblem, RouteTableView, ShellBoundRouter, type PageMap } from '@halaqa/mfe-runtime';

export interface RemoteAppOptions<Routes extends Readonly<Record<string, RouteSpec>>> {
  /** The remote's definition (`src/definition.ts`). */
  remote: DefinedRemote<Routes>;
  /**
   * The remote's texts: in the bundle, or (better) one loader per language, so a page fetches only its
   * language's copy (a switch fetches the other before it switches).
   */
  translations: Record<Language, NamespaceTexts> | Record<Language, () => Promise<NamespaceTexts>>;
  /** A page for every page key of the definition. */
  pages: PageMap<Routes>;
}

function isLazy(texts: RemoteAppOptions<never>['translations']): texts is Record<Language, () => Promise<NamespaceTexts>> {
  return typeof texts.en === 'function';
}

function RemoteCrashed({ error, area }: { error: Error; area: string }) {
  // Once per crash: single-spa-react renders this in place of the remote's root after it threw.
  useEffect(() => reportProblem({ kind: 'render-error', error, area }), [error, area]);
  return (
    <div role="alert" data-testid="remote-crashed" style={{ padding: 32, textAlign: 'center' }}>
      {i18n.t('somethingWentWrong', { ns: 'common' })}
    </div>
  );
}

/**
 * The single-spa lifecycles of a remote: its root wrapped in the providers
 * every root shares, routed by the shell's location.
 */
export function createRemoteApp<Routes extends Readonly<Record<string, RouteSpec>>>({ remote, translations, pages }: RemoteAppOptions<Routes>) {
  const { name, routes } = remote.definition;
  function RemoteRoot(props: RemoteAppProps) {
    return (
      <AppProviders organization={props.organization} language={props.language}>
        <ShellBoundRouter location={props.location} navigator={props.navigator}>
          <RouteTableView routes={routes} namespace={name} pages={pages} />
        </ShellBoundRouter>
      </AppProviders>
    );
  }

  const lifecycles = singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error) => <RemoteCrashed error={error} area={name} />,
  });

  return {
    bootstrap: [
      async (props: RemoteAppProps) => {
        if (isLazy(translations)) {
          addLazyNamespace(name, translations);
          await loadLanguage(props.language);
        } else {
          addNamespace(name, translations);
        }
        recordInstances(name);
      },
      lifecycles.bootstrap,
    ],
    // The root's first render as a transition: React draws the remote's providers and first page in
    // slices, so mounting a remote is no long task for a phone (single-spa-react renders inside mount()).
    mount: (props: Parameters<typeof lifecycles.mount>[0]) => {
      let mounted: Promise<unknown> = Promise.resolve();
      startTransition(() => { mounted = lifecycles.mount(props); });
      return mounted;
    },
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}
