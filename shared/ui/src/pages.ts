// Building blocks of a page's content (states of a load, and later lists and
// pagination): a separate entry (`@halaqa/ui/pages`, its own shared module)
// so the shell's first load does not carry them.
export { LoadingState, ErrorState, EmptyState, QueryStates, type QueryLike } from './components/states/PageStates';
export { lazyPage } from './components/lazy-page';
export { PageFrame } from './components/page-frame/PageFrame';
export { PausedSearchField, type PausedSearchFieldProps } from './components/search/PausedSearchField';
export { controlCss } from './components/search/control-css';
export { failureCode, failureText, type Translate } from './components/states/failure-text';
export { Pagination, type PaginationProps } from './components/pagination/Pagination';
export { pageWindow, pageCountOf, skipOf, type PageSlot } from './components/pagination/page-window';
export { Skeleton, SkeletonText, SkeletonRegion } from './components/skeleton/Skeleton';
export { RatingStars, STAR_PATH } from './components/rating/RatingStars';
export { TabBar } from './components/tabs/TabBar';
export { ProgressBar, formatPercent } from './components/progress/ProgressBar';
export { VisuallyHidden } from './components/VisuallyHidden';
export { useFocusOnArrival } from './components/focus-on-arrival';
export { FeedDetails, FeedIcon, FeedRow } from './components/feed/FeedRow';
export { RichText } from './components/rich-text/RichText';
export { sanitizeHtml } from './components/rich-text/sanitize-html';
export { focusableIn, trapTab } from './components/dialog/focus-trap';
// The dialog is here, not with the forms: a confirmation needs no form library (the exam runner's submit, say).
export { Dialog, type DialogProps } from './components/dialog/Dialog';
export { formatMoney, toMajorUnits, toMinorUnits } from './format/money';
