import { eq } from 'drizzle-orm';
import { TERM_SLUGS } from '@halaqa/contracts';
import type { Db } from '../core/db/types';
import { announcementTranslations, announcements } from '../modules/announcements/tables';
import { learningCategories } from '../modules/learning-categories/tables';
import { fontFamilies, fontStyles, organizationColors, organizationConfigs, organizationFonts, organizations } from '../modules/organizations/tables';
import { registrationFieldModifiers, registrationFields } from '../modules/registration/tables';
import { organizationRemotes } from '../modules/remotes/tables';
import { DEFAULT_TERMS } from '../modules/terminology/defaults';
import { organizationTerms, terms } from '../modules/terminology/tables';
import { FONT_SEEDS, FONT_WEIGHTS, fontUrl } from './fonts';
import { seedAssessments } from '../modules/assessments/seed';
import { seedOrganizationPermissions, seedPermissionCatalogue } from '../modules/permissions/seed';
import { seedAccounts } from './seed-accounts';
import { seedCatalogue, type CatalogueSeedOptions } from './catalogue';
import { seedSpecializations } from './specializations';
import { seedHelpCenter } from './help-center';
import { seedCourseContent } from './course-content';
import { seedCommerce } from './commerce';
import { seedSocialGroups } from './social-groups';
import { seedSocialEvents } from './social-events';
import { seedCoaching } from './coaching';
import { daysFrom, ORGANIZATION_SEEDS, type CategorySeed, type OrganizationSeed } from './organizations';

export interface SeedReport {
  createdOrganizations: string[];
}

/**
 * Idempotent: shared catalogs are upserted by natural key and an
 * organization is only created (with everything it owns) when its domain
 * prefix is not there yet. Runs in one transaction.
 */
export async function seedDatabase(db: Db, now: Date = new Date(), options: CatalogueSeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await seedTerms(tx);
    await seedPermissionCatalogue(tx);
    const fontIds = await seedFonts(tx);
    const createdOrganizations: string[] = [];
    for (const seed of ORGANIZATION_SEEDS) {
      if (await seedOrganization(tx, seed, fontIds, now)) createdOrganizations.push(seed.domainPrefix);
      // Also for organizations seeded before permission sets existed (idempotent).
      const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, seed.domainPrefix));
      if (org) await seedOrganizationPermissions(tx, org.id, seed.domainPrefix, seed.accounts);
      await seedAssessments(tx, seed.domainPrefix, seed.accounts, now);
      await seedCatalogue(tx, seed.domainPrefix, now, options);
      await seedCourseContent(tx, seed.domainPrefix, now, options);
      await seedSpecializations(tx, seed.domainPrefix);
      await seedHelpCenter(tx, seed.domainPrefix);
      await seedCommerce(tx, seed.domainPrefix);
      await seedSocialGroups(tx, seed.domainPrefix, now);
      await seedSocialEvents(tx, seed.domainPrefix, now);
      await seedCoaching(tx, seed.domainPrefix, now);
    }
    return { createdOrganizations };
  });
}

async function seedTerms(db: Db): Promise<void> {
  await db.insert(terms).values(TERM_SLUGS.map((slug) => ({
    slug,
    isRequired: true,
    enSingular: DEFAULT_TERMS[slug].en.singular,
    enPlural: DEFAULT_TERMS[slug].en.plural,
    arSingular: DEFAULT_TERMS[slug].ar.singular,
    arPlural: DEFAULT_TERMS[slug].ar.plural,
  }))).onConflictDoNothing();
}

async function seedFonts(db: Db): Promise<Map<string, number>> {
  await db.insert(fontFamilies).values(FONT_SEEDS.map((font) => ({ name: font.name, isGoogleFont: false }))).onConflictDoNothing();
  const families = await db.select({ id: fontFamilies.id, name: fontFamilies.name }).from(fontFamilies);
  const ids = new Map(families.map((family) => [family.name, family.id]));
  await db.insert(fontStyles).values(FONT_SEEDS.flatMap((font) => FONT_WEIGHTS.map((weight) => ({
    fontFamilyId: ids.get(font.name)!,
    weight,
    url: fontUrl(font, weight),
  })))).onConflictDoNothing();
  return ids;
}

async function seedOrganization(db: Db, seed: OrganizationSeed, fontIds: Map<string, number>, now: Date): Promise<boolean> {
  const [existing] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, seed.domainPrefix));
  if (existing) return false;
  const [org] = await db.insert(organizations).values({
    name: seed.name,
    nameArabic: seed.nameArabic,
    domainPrefix: seed.domainPrefix,
    description: seed.description,
    logoUrl: seed.logoUrl,
    iconUrl: seed.iconUrl,
  }).returning({ id: organizations.id });
  if (!org) throw new Error(`could not create ${seed.domainPrefix}`);
  const organizationId = org.id;

  await db.insert(organizationColors).values(seed.colors.map((color, position) => ({ organizationId, position, color })));
  await db.insert(organizationFonts).values(Object.entries(seed.fonts).map(([language, family]) => ({
    organizationId, language, fontFamilyId: fontIds.get(family)!,
  })));
  await db.insert(organizationConfigs).values(Object.entries(seed.config).map(([key, value]) => ({ organizationId, key, value })));
  await db.insert(organizationRemotes).values(seed.remotes.map((remoteName) => ({ organizationId, remoteName })));
  if (seed.terms.length) {
    await db.insert(organizationTerms).values(seed.terms.map((term) => ({ organizationId, termSlug: term.slug, ...term })));
  }
  await seedAccounts(db, organizationId, seed.accounts);

  await seedAnnouncements(db, organizationId, seed, now);
  await seedCategories(db, organizationId, seed.categories, null);
  await seedRegistrationForm(db, organizationId, seed);
  return true;
}

async function seedAnnouncements(db: Db, organizationId: number, seed: OrganizationSeed, now: Date): Promise<void> {
  for (const item of seed.announcements) {
    const [row] = await db.insert(announcements).values({
      organizationId,
      body: item.body,
      externalLink: item.externalLink ?? null,
      startDate: item.startInDays === undefined ? null : daysFrom(now, item.startInDays),
      endDate: item.endInDays === undefined ? null : daysFrom(now, item.endInDays),
      createdAt: daysFrom(now, -item.createdDaysAgo),
    }).returning({ id: announcements.id });
    const translations = Object.entries(item.translations ?? {});
    if (row && translations.length) {
      await db.insert(announcementTranslations).values(translations.map(([language, body]) => ({
        organizationId, announcementId: row.id, language, body,
      })));
    }
  }
}

async function seedCategories(db: Db, organizationId: number, categories: CategorySeed[], parentId: number | null): Promise<void> {
  for (const [sortOrder, category] of categories.entries()) {
    const [row] = await db.insert(learningCategories).values({ organizationId, parentId, nameEn: category.en, nameAr: category.ar, sortOrder })
      .returning({ id: learningCategories.id });
    if (row && category.children) await seedCategories(db, organizationId, category.children, row.id);
  }
}

async function seedRegistrationForm(db: Db, organizationId: number, seed: OrganizationSeed): Promise<void> {
  for (const [index, field] of seed.registrationFields.entries()) {
    const [row] = await db.insert(registrationFields).values({
      organizationId,
      fieldKey: field.fieldKey,
      slug: field.slug,
      typeSlug: field.typeSlug,
      groupName: field.group,
      sortOrder: (index + 1) * 10,
      labelEn: field.label.en,
      labelAr: field.label.ar,
      options: field.options ?? null,
    }).returning({ id: registrationFields.id });
    if (row && field.modifiers.length) {
      await db.insert(registrationFieldModifiers).values(field.modifiers.map((slug) => ({ organizationId, fieldId: row.id, slug })));
    }
  }
}
