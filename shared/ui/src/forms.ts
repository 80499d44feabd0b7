// Forms, dialogs and the change-password dialog: a separate entry
// (`@halaqa/ui/forms`, its own shared module) so that the shell's first load
// does not carry them; remotes and lazy shell screens import it.
export * from './components/form';
export { Dialog, type DialogProps } from './components/dialog/Dialog';
export * from './components/password';
