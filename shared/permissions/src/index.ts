export { decideRouteAccess, passesGate, type AccessContext, type AccessDecision } from './route-access';
export { holds, holdsAny, BYPASS_PERMISSIONS } from './permission-check';
export {
  createPermissionChecker, createMemberChecker, type PermissionChecker, type CheckerOptions,
} from './permission-checker';
export {
  PERMISSION_CATALOGUE, PERMISSION_CONTEXTS, CONTEXT_BYPASS, CONTEXT_NAMES, CATEGORY_NAMES, MANAGE_PERMISSIONS,
  type PermissionDefinition, type PermissionContextId, type PermissionCategorySlug,
} from './catalogue';
