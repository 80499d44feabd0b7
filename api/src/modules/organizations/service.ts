import { and, asc, eq } from 'drizzle-orm';
import { isLanguage, type FontFamily, type Language, type OrganizationProfile } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { fallbackOfServedFont } from '../../core/font-files';
import { splitLatinStyle } from '../../core/font-subsets';
import { terminologyOf } from '../terminology/service';
import type { ConfigValue, OrganizationSummary } from './dto';
import { flagsFromConfig } from './flags';
import { fontFamilies, fontStyles, organizationColors, organizationConfigs, organizationFonts, organizations } from './tables';

/** The columns of an OrganizationSummary, for every query that answers summaries. */
export const organizationSummaryColumns = {
  id: organizations.id,
  name: organizations.name,
  nameArabic: organizations.nameArabic,
  domainPrefix: organizations.domainPrefix,
  logoUrl: organizations.logoUrl,
};

export async function listOrganizations(db: Db): Promise<OrganizationSummary[]> {
  return db.select(organizationSummaryColumns).from(organizations).orderBy(asc(organizations.id));
}

export async function profileByPrefix(db: Db, prefix: string): Promise<OrganizationProfile | null> {
  const [org] = await db.select().from(organizations).where(eq(organizations.domainPrefix, prefix)).limit(1);
  if (!org) return null;
  const [colors, fonts, config, terminology] = await Promise.all([
    db.select({ color: organizationColors.color }).from(organizationColors)
      .where(eq(organizationColors.organizationId, org.id)).orderBy(asc(organizationColors.position)),
    fontsOf(db, org.id),
    configOf(db, org.id),
    terminologyOf(db, org.id),
  ]);
  return {
    id: org.id,
    name: org.name,
    nameArabic: org.nameArabic,
    domainPrefix: org.domainPrefix,
    description: org.description,
    copyrightMessage: org.copyrightMessage,
    logoUrl: org.logoUrl,
    iconUrl: org.iconUrl,
    colors: colors.map((row) => row.color),
    currencyCode: org.currencyCode,
    fonts,
    terminology,
    flags: flagsFromConfig(config),
  };
}

async function fontsOf(db: Db, organizationId: number): Promise<Partial<Record<Language, FontFamily>>> {
  const rows = await db.select({
    language: organizationFonts.language,
    name: fontFamilies.name,
    isGoogleFont: fontFamilies.isGoogleFont,
    weight: fontStyles.weight,
    url: fontStyles.url,
  }).from(organizationFonts)
    .innerJoin(fontFamilies, eq(fontFamilies.id, organizationFonts.fontFamilyId))
    .leftJoin(fontStyles, eq(fontStyles.fontFamilyId, fontFamilies.id))
    .where(eq(organizationFonts.organizationId, organizationId))
    .orderBy(asc(organizationFonts.language), asc(fontStyles.weight));
  const out: Partial<Record<Language, FontFamily>> = {};
  for (const row of rows) {
    if (!isLanguage(row.language)) continue;
    const family = (out[row.language] ??= { name: row.name, isGoogleFont: row.isGoogleFont, styles: [] });
    if (row.weight !== null && row.url !== null) family.styles.push({ weight: row.weight, url: row.url });
  }
  for (const family of Object.values(out)) {
    const fallback = family.styles[0] ? fallbackOfServedFont(family.styles[0].url) : undefined;
    if (fallback) family.fallback = fallback;
    family.styles = family.styles.flatMap(splitLatinStyle);
  }
  return out;
}

export async function configOf(db: Db, organizationId: number): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: organizationConfigs.key, value: organizationConfigs.value })
    .from(organizationConfigs).where(eq(organizationConfigs.organizationId, organizationId));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** One configuration value of the organization; `undefined` when it has none. */
export async function configValue(db: Db, organizationId: number, key: string): Promise<ConfigValue | undefined> {
  const [row] = await db.select({ value: organizationConfigs.value }).from(organizationConfigs)
    .where(and(eq(organizationConfigs.organizationId, organizationId), eq(organizationConfigs.key, key))).limit(1);
  return row ? (row.value as ConfigValue) : undefined;
}
