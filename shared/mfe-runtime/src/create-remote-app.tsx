import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Language, RemoteAppProps, RemoteName, RouteTable } from '@halaqa/contracts';
import { addNamespace, i18n, type NamespaceTexts } from '@halaqa/i18n';
import { AppProviders } from './AppProviders';
import { ShellBoundRouter } from './ShellBoundRouter';
import { RouteTableView, type PageComponents } from './RouteTableView';
import { recordInstances } from './debug-instances';

export interface RemoteAppOptions {
  remote: RemoteName;
  routes: RouteTable;
  translations: Record<Language, NamespaceTexts>;
  pages?: PageComponents;
}

function RemoteCrashed() {
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
export function createRemoteApp({ remote, routes, translations, pages }: RemoteAppOptions) {
  function RemoteRoot(props: RemoteAppProps) {
    return (
      <AppProviders organization={props.organization} language={props.language}>
        <ShellBoundRouter location={props.location} navigator={props.navigator}>
          <RouteTableView routes={routes} namespace={remote} pages={pages} />
        </ShellBoundRouter>
      </AppProviders>
    );
  }

  const lifecycles = singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <RemoteCrashed />,
  });

  return {
    bootstrap: [
      async () => {
        addNamespace(remote, translations);
        recordInstances(remote);
      },
      lifecycles.bootstrap,
    ],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}
