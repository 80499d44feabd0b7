// Forms and the change-password dialog: a separate entry
// (`@halaqa/ui/forms`, its own shared module) so that the shell's first load
// does not carry them; remotes and lazy shell screens import it.
export * from './components/form';
export * from './components/password';
