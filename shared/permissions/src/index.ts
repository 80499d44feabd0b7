export { decideRouteAccess, DASHBOARD_PATH, type AccessContext, type AccessDecision } from './route-access';
export { holds, holdsAny, BYPASS_PERMISSIONS } from './permission-check';
