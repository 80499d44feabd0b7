import type { Language, OrganizationProfile } from '@halaqa/contracts';

/** The organization's name in the reader's language. */
export function organizationName(org: Pick<OrganizationProfile, 'name' | 'nameArabic'>, language: Language): string {
  return language === 'ar' && org.nameArabic ? org.nameArabic : org.name;
}
