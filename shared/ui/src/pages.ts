// Building blocks of a page's content (states of a load, and later lists and
// pagination): a separate entry (`@halaqa/ui/pages`, its own shared module)
// so the shell's first load does not carry them.
export { LoadingState, ErrorState, EmptyState, QueryStates, type QueryLike } from './components/states/PageStates';
export { failureCode, failureText, type Translate } from './components/states/failure-text';
