export { accessFromAnswer, decideRouteAccess, openableRoute, passesGate, type AccessContext, type AccessDecision } from './route-access';
export { holds, holdsAny, BYPASS_PERMISSIONS } from './permission-check';
export {
  createPermissionChecker, createMemberChecker, type PermissionChecker, type CheckerOptions,
} from './permission-checker';
export {
  PERMISSION_CONTEXTS, CONTEXT_BYPASS, type PermissionDefinition, type PermissionContextId, type PermissionCategorySlug,
} from './contexts';
// The catalogue's data is at '@halaqa/permissions/src/catalogue' (the API and tests).
