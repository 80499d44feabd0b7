import { isLanguage, type Language, type OrganizationProfile } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from './organization-context';

/** The organization's name in the reader's language. */
export function organizationName(org: Pick<OrganizationProfile, 'name' | 'nameArabic'>, language: Language): string {
  return language === 'ar' && org.nameArabic ? org.nameArabic : org.name;
}

/** The current organization's name in the language the page shows. */
export function useOrganizationName(): string {
  const { i18n } = useTranslation();
  return organizationName(useOrganization(), isLanguage(i18n.language) ? i18n.language : 'en');
}
