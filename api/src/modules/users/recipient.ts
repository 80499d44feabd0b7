import { and, eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { organizations } from '../organizations/tables';
import type { MessageContext } from './messages';
import { users } from './tables';

export interface Recipient extends MessageContext {
  userId: number;
  organizationId: number;
  email: string;
}

/** Who a message goes to, with the names it needs in the user's preferred language. */
export async function recipientOf(db: Db, organizationId: number, userId: number): Promise<Recipient | null> {
  const [row] = await db.select({
    email: users.email,
    firstName: users.firstName,
    arFirstName: users.arFirstName,
    preferredLanguage: users.preferredLanguage,
    organizationName: organizations.name,
    organizationNameArabic: organizations.nameArabic,
  }).from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId))).limit(1);
  if (!row) return null;
  const language: Language = isLanguage(row.preferredLanguage) ? row.preferredLanguage : 'en';
  return {
    userId,
    organizationId,
    email: row.email,
    language,
    name: language === 'ar' ? row.arFirstName || row.firstName : row.firstName,
    organizationName: language === 'ar' ? row.organizationNameArabic || row.organizationName : row.organizationName,
  };
}
