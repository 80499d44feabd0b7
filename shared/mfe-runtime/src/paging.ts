// Paginated lists whose page lives in the address: a separate entry,
// `@halaqa/mfe-runtime/paging`, so the pages that page load it with their own
// code, not the shell's first load.
export { usePageParam } from './paging/use-page-param';
export { usePageInRange } from './paging/use-page-in-range';
