// A remote's single-spa lifecycles: a separate entry (`@halaqa/mfe-runtime/remote-app`,
// its own shared module), so the shell's first load, which never creates a
// remote app, does not carry single-spa-react.
export { createRemoteApp, type RemoteAppOptions } from './create-remote-app';
