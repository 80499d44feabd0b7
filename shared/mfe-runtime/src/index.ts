export { AppProviders } from './AppProviders';
export { ShellBoundRouter } from './ShellBoundRouter';
export {
  RouteTableView, redirectTarget, StillToCome, stillToCome, everyPageStillToCome, type PageProps, type PageComponent, type PageComponents, type PageMap,
} from './RouteTableView';
export { ErrorBoundary } from './ErrorBoundary';
export { installProblemReporting, reportProblem } from './telemetry/problems';
export { queryClient } from './query-client';
export { useOrganization, OrganizationContext } from './organization-context';
export { organizationName, useOrganizationName } from './organization-name';
export { usePageTitle } from './page-title';
export { recordInstances } from './debug-instances';
export { installSite, siteMap, slotLoader, pathForRole, type SlotLoader } from './site/site';
export { publishAccess, useVisitorAccess, usePassesGate } from './site/visitor-access';
export { useFillerComponent, useSlotFills, type Filler } from './site/slot-fills';
export { addChromeTexts, chromeNamespace, useChromeTexts } from './site/chrome-texts';
