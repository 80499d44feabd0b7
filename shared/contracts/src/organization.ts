import type { Language } from './language';

/** Configuration keys of spec section 3 that switch features on or off. */
export const CONFIG_KEYS = {
  twoFactorEnabled: 'two-factor-enabled',
  selfRegistrationEnabled: 'self-registration-enabled',
  registrationRequiresApproval: 'registration-requires-approval',
  marketplaceEnabled: 'marketplace-enabled',
  selfEnrollmentEnabled: 'self-enrollment-enabled',
  allowAnonymousCourseView: 'allow-anonymous-course-view',
  allowAnonymousEventView: 'allow-anonymous-event-view',
  certificatesEnabled: 'certificates-enabled',
  passingCriteriaForAdmins: 'passing-criteria-configuration-enabled-for-admins',
  passingCriteriaForInstructors: 'passing-criteria-configuration-enabled-for-instructors',
  walletEnabled: 'wallet-enabled',
  landingPageEnabled: 'landing-page-enabled',
  dashboardUrl: 'dashboard-url',
} as const;
export type ConfigKey = (typeof CONFIG_KEYS)[keyof typeof CONFIG_KEYS];

/** The boolean switches the client needs, derived from the configuration keys. */
export interface OrganizationFlags {
  selfEnrollmentEnabled: boolean;
  selfRegistrationEnabled: boolean;
  marketplaceEnabled: boolean;
  allowAnonymousCourseView: boolean;
  allowAnonymousEventView: boolean;
  certificatesEnabled: boolean;
  twoFactorEnabled: boolean;
  landingPageEnabled: boolean;
}
export type OrganizationFlag = keyof OrganizationFlags;


/**
 * One file of a font weight. Several files of one weight split the
 * characters between them (`unicodeRange`): the browser fetches only those
 * the page's text needs. The last file of a weight holds the common text:
 * it is the one to preload.
 */
export interface FontStyle {
  weight: number;
  url: string;
  /** CSS unicode-range; absent: the file serves every character it has. */
  unicodeRange?: string;
}
/**
 * A local font made to take the web font's room (CSS size-adjust and
 * ascent/descent/line-gap overrides, in percent), so text does not shift
 * when the web font swaps in.
 */
export interface FontFallback {
  local: string[];
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}
export interface FontFamily {
  name: string;
  isGoogleFont: boolean;
  styles: FontStyle[];
  /** Absent for fonts the server cannot read (a font at another address). */
  fallback?: FontFallback;
}

/** Words an organization may rename (spec section 1). */
export const TERM_SLUGS = ['course', 'instructor', 'module', 'student', 'dashboard', 'blended'] as const;
export type TermSlug = (typeof TERM_SLUGS)[number];
export interface TermWord {
  singular: string;
  plural: string;
}
/** Resolved words per slug and language: the organization's term, else the default. */
export type Terminology = Record<TermSlug, Record<Language, TermWord>>;

/** What the shell needs to theme and configure itself for one organization. */
export interface OrganizationProfile {
  id: number;
  name: string;
  nameArabic: string;
  domainPrefix: string;
  description: string | null;
  copyrightMessage: string;
  logoUrl: string | null;
  iconUrl: string | null;
  /** Ordered: first primary, second secondary. */
  colors: string[];
  currencyCode: string;
  fonts: Partial<Record<Language, FontFamily>>;
  terminology: Terminology;
  flags: OrganizationFlags;
}

export const DEFAULT_COLOR = '#ffffff';

export function primaryColor(org: Pick<OrganizationProfile, 'colors'>): string {
  return org.colors[0] ?? DEFAULT_COLOR;
}
export function secondaryColor(org: Pick<OrganizationProfile, 'colors'>): string {
  return org.colors[1] ?? DEFAULT_COLOR;
}

export interface OrganizationAnnouncement {
  id: number;
  body: string;
  externalLink: string | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
}
