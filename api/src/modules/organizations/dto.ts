import { Type, type Static } from '@sinclair/typebox';
import type { OrganizationFlags, OrganizationProfile } from '@halaqa/contracts';
import { IdSchema, Nullable } from '../../core/http-schemas';
import type { Assert, Same } from '../../core/type-checks';
import { TerminologySchema } from '../terminology/dto';

export const OrganizationSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameArabic: Type.String(),
  domainPrefix: Type.String(),
  logoUrl: Nullable(Type.String()),
});
export type OrganizationSummary = Static<typeof OrganizationSummarySchema>;

const FontFamilySchema = Type.Object({
  name: Type.String(),
  isGoogleFont: Type.Boolean(),
  styles: Type.Array(Type.Object({
    weight: Type.Integer(),
    url: Type.String(),
    unicodeRange: Type.Optional(Type.String({ description: 'CSS unicode-range: the characters this file is fetched for' })),
  }), { description: 'Files of one weight may split the characters; the last file of a weight holds the common text' }),
  fallback: Type.Optional(Type.Object({
    local: Type.Array(Type.String(), { description: 'Local fonts, in order, that stand in until the web font has arrived' }),
    sizeAdjust: Type.Number({ description: 'CSS size-adjust, per cent' }),
    ascentOverride: Type.Number({ description: 'CSS ascent-override, per cent' }),
    descentOverride: Type.Number({ description: 'CSS descent-override, per cent' }),
    lineGapOverride: Type.Number({ description: 'CSS line-gap-override, per cent' }),
  }, { description: 'A local font sized to take the web font\'s room, so text does not move when it swaps in' })),
});

const OrganizationFlagsSchema = Type.Object({
  selfEnrollmentEnabled: Type.Boolean(),
  selfRegistrationEnabled: Type.Boolean(),
  marketplaceEnabled: Type.Boolean(),
  allowAnonymousCourseView: Type.Boolean(),
  allowAnonymousEventView: Type.Boolean(),
  certificatesEnabled: Type.Boolean(),
  twoFactorEnabled: Type.Boolean(),
  landingPageEnabled: Type.Boolean(),
});

export const OrganizationProfileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameArabic: Type.String(),
  domainPrefix: Type.String(),
  description: Nullable(Type.String()),
  copyrightMessage: Type.String(),
  logoUrl: Nullable(Type.String()),
  iconUrl: Nullable(Type.String()),
  colors: Type.Array(Type.String(), { description: 'Ordered: first primary, second secondary' }),
  currencyCode: Type.String(),
  fonts: Type.Object({ en: Type.Optional(FontFamilySchema), ar: Type.Optional(FontFamilySchema) }),
  terminology: TerminologySchema,
  flags: OrganizationFlagsSchema,
});

/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type ProfileContractCheck = Assert<Same<Static<typeof OrganizationProfileSchema>, OrganizationProfile>>;
/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type FlagsContractCheck = Assert<Same<Static<typeof OrganizationFlagsSchema>, OrganizationFlags>>;

/** A configuration value: booleans, strings, or objects such as `{domain, strategy}`. */
const ConfigValueSchema = Type.Union([
  Type.Boolean(),
  Type.String(),
  Type.Number(),
  Type.Null(),
  Type.Record(Type.String(), Type.Unknown()),
]);
export type ConfigValue = Static<typeof ConfigValueSchema>;

export const CustomConfigSchema = Type.Object({ key: Type.String(), value: ConfigValueSchema });

export const PrefixParamsSchema = Type.Object({ prefix: Type.String({ minLength: 1, maxLength: 63 }) });
export const CustomConfigParamsSchema = Type.Object({
  organizationId: IdSchema,
  key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
});
