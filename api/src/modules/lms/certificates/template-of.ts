import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { certificateTemplates } from './tables';

export interface CertificateTemplate {
  id: number | null;
  language: 'ARABIC' | 'ENGLISH';
  iconMediaId: number | null;
  primaryColor: string;
  secondaryColor: string;
  fontFamily: string;
}

/** An organization with no template yet: Arabic (spec section 9), the spec's default color. */
const FALLBACK: CertificateTemplate = {
  id: null, language: 'ARABIC', iconMediaId: null, primaryColor: '#ffffff', secondaryColor: '#ffffff', fontFamily: 'Cairo',
};

/** The template the organization's offer names, else its default template, else the fallback. */
export async function templateOf(db: Db, organizationId: number, templateId: number | null): Promise<CertificateTemplate> {
  const rows = await db.select({
    id: certificateTemplates.id,
    language: certificateTemplates.language,
    iconMediaId: certificateTemplates.iconMediaId,
    primaryColor: certificateTemplates.primaryColor,
    secondaryColor: certificateTemplates.secondaryColor,
    fontFamily: certificateTemplates.fontFamily,
    isDefault: certificateTemplates.isDefault,
  }).from(certificateTemplates)
    .where(and(eq(certificateTemplates.organizationId, organizationId)))
    .orderBy(desc(certificateTemplates.isDefault));
  const chosen = rows.find((row) => row.id === templateId) ?? rows.find((row) => row.isDefault);
  if (!chosen) return FALLBACK;
  return { ...chosen, language: chosen.language === 'ENGLISH' ? 'ENGLISH' : 'ARABIC' };
}

