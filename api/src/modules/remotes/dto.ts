import { Type, type Static } from '@sinclair/typebox';
import type { DeepLinkKey, RemoteManifest } from '@halaqa/contracts';
import { StringEnum } from '../../core/http-schemas';
import type { Assert, Same } from '../../core/type-checks';
import { REMOTE_NAMES } from './registry';
import {
  AUDIENCES, MEMBER_PERMISSIONS, MENU_ICONS, MENU_PLACEMENTS, ORGANIZATION_FLAGS, ORGANIZATION_PERMISSIONS, ROUTE_ROLES, SLOT_NAMES,
} from './vocabulary';

const Flag = (description: string) => Type.Optional(Type.Boolean({ description }));

/** The flags every route can carry (spec section 2; @halaqa/contracts RouteMeta). */
const RouteMetaSchema = Type.Object({
  requiresLogin: Flag('Visitors see the 403 page'),
  loggedOutOnly: Flag('Signed-in members go to the dashboard'),
  hideSidebar: Flag('No side menu'),
  hideAppBar: Flag('No app bar'),
  memberPermissions: Type.Optional(Type.Array(StringEnum(MEMBER_PERMISSIONS), { description: 'The member needs at least one' })),
  organizationPermissions: Type.Optional(Type.Array(StringEnum(ORGANIZATION_PERMISSIONS), { description: 'The organization needs at least one' })),
  featureFlags: Type.Optional(Type.Array(StringEnum(ORGANIZATION_FLAGS), { description: 'Every one must be on' })),
  requiresSelfEnrollment: Flag('Needs self-enrollment'),
  allowAnonymousCourseView: Flag('Visitors only where anonymous course view is allowed'),
  allowAnonymousEventView: Flag('Visitors only where anonymous event view is allowed'),
  requiresRegistrationEnabled: Flag('Needs self-registration'),
  requiresLandingPage: Flag('Hidden unless the landing page is on'),
  requiresGroups: Flag('The member belongs to a group'),
  authScreen: Flag('Visiting it clears the remembered route'),
  fromEmail: Flag('Opened from an email: not interrupted by phone verification or onboarding'),
});

const RouteSchema = Type.Object({
  path: Type.String({ description: 'react-router path, e.g. /lms/courses/:courseId/overview' }),
  page: Type.String(),
  meta: RouteMetaSchema,
  redirect: Type.Optional(Type.Union([
    Type.String(),
    Type.Object({ flag: StringEnum(ORGANIZATION_FLAGS), whenOn: Type.String(), whenOff: Type.String() }),
  ])),
  role: Type.Optional(StringEnum(ROUTE_ROLES)),
  data: Type.Optional(Type.String({ description: 'operationId of the call that loads the page' })),
  firstScreen: Type.Optional(Type.Array(Type.Object({
    path: Type.String({ pattern: '^/api/', description: 'GET path; {name} takes the route parameter :name' }),
    query: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))),
  }), { description: 'Requests the page makes as soon as it opens: the shell sends them while the remote loads' })),
});

const GateFields = { audience: StringEnum(AUDIENCES), meta: Type.Optional(RouteMetaSchema) };

const MenuEntrySchema = Type.Object({
  id: Type.String(),
  page: Type.String(),
  label: Type.String(),
  icon: StringEnum(MENU_ICONS),
  placements: Type.Array(StringEnum(MENU_PLACEMENTS)),
  order: Type.Integer(),
  ...GateFields,
});

const SlotFillSchema = Type.Object({
  slot: StringEnum(SLOT_NAMES),
  id: Type.String(),
  module: Type.String({ description: 'Exposed as ./slots/<module>' }),
  label: Type.Optional(Type.String()),
  order: Type.Integer(),
  page: Type.Optional(Type.String()),
  data: Type.Optional(Type.String()),
  ...GateFields,
});

const DeepLinksSchema = Type.Object({
  subsectionId: Type.Optional(Type.String()),
  pollId: Type.Optional(Type.String()),
  surveyId: Type.Optional(Type.String()),
  subsectionExamId: Type.Optional(Type.String()),
  assignmentId: Type.Optional(Type.String()),
  discussionId: Type.Optional(Type.String()),
}, { description: 'Guard step 1: query key -> the page it opens' });
/** @public Compile-time check, never imported: the schema lists exactly the deep-link keys. */
export type DeepLinksContractCheck = Assert<Same<keyof Static<typeof DeepLinksSchema>, DeepLinkKey>>;

const ChromeTextsSchema = Type.Object({ area: Type.String(), labels: Type.Record(Type.String(), Type.String()) });

export const RemoteManifestSchema = Type.Object({
  organizationId: Type.Integer(),
  remotes: Type.Array(Type.Object({
    name: StringEnum(REMOTE_NAMES),
    entry: Type.String({ description: 'Versioned URL of remoteEntry.js' }),
    prefixes: Type.Array(Type.String()),
    routes: Type.Array(RouteSchema),
    menus: Type.Array(MenuEntrySchema),
    deepLinks: DeepLinksSchema,
    slots: Type.Array(SlotFillSchema),
    texts: Type.Object({ en: ChromeTextsSchema, ar: ChromeTextsSchema }),
  }, { description: "A remote the organization has switched on: its definition (defineRemote's data) and its entry" })),
});
/** @public Compile-time check, never imported: the wire shape is the contract the shell reads (`name` narrowed to the remotes that exist). */
export type RemoteManifestContractCheck = Assert<Static<typeof RemoteManifestSchema> extends RemoteManifest ? true : false>;
