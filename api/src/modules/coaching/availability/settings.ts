import { and, eq } from 'drizzle-orm';
import { IANAZone } from 'luxon';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import { coachingSettings } from '../tables';

/** A coach's booking settings (docs/design/coaching-api.md "ProviderSettings"). */
export interface ProviderSettings {
  sessionDuration: number;
  mustBookInAdvance: boolean; inAdvanceHours: number;
  enableFreeSession: boolean; freeSessionDuration: number;
  enableCancellation: boolean; cancellationMinimumHours: number;
  timeZone: string;
  maximumFutureDays: number;
}

/** What a coach without a coaching_settings row has: the table's column defaults (spec sections 3 and 9). */
export const DEFAULT_PROVIDER_SETTINGS: Readonly<ProviderSettings> = Object.freeze({
  sessionDuration: 60,
  mustBookInAdvance: true, inAdvanceHours: 24,
  enableFreeSession: false, freeSessionDuration: 30,
  enableCancellation: true, cancellationMinimumHours: 24,
  timeZone: 'UTC',
  maximumFutureDays: 365,
});

/** The bounds the API accepts (the table's checks say the same). */
export const SETTINGS_LIMITS = {
  duration: { minimum: 15, maximum: 240 },
  hours: { minimum: 0, maximum: 720 },
  futureDays: { minimum: 1, maximum: 365 },
} as const;

/** The settings as columns of a select (slot-input.ts reads them with the coach). */
export const settingsColumns = {
  sessionDuration: coachingSettings.sessionDuration,
  mustBookInAdvance: coachingSettings.mustBookInAdvance,
  inAdvanceHours: coachingSettings.inAdvanceHours,
  enableFreeSession: coachingSettings.enableFreeSession,
  freeSessionDuration: coachingSettings.freeSessionDuration,
  enableCancellation: coachingSettings.enableCancellation,
  cancellationMinimumHours: coachingSettings.cancellationMinimumHours,
  timeZone: coachingSettings.timeZone,
  maximumFutureDays: coachingSettings.maximumFutureDays,
};

/** The coach's settings, or the defaults when the coach never saved any. */
export async function settingsOf(db: Db, organizationId: number, coachId: number): Promise<ProviderSettings> {
  const [row] = await db.select(settingsColumns).from(coachingSettings)
    .where(and(eq(coachingSettings.organizationId, organizationId), eq(coachingSettings.coachId, coachId)))
    .limit(1);
  return row ?? { ...DEFAULT_PROVIDER_SETTINGS };
}

/** Writes all the coach's settings (the row is made on the first save); 400 for a zone that is not IANA's. */
export async function saveSettings(db: Db, coach: { organizationId: number; coachId: number }, settings: ProviderSettings): Promise<ProviderSettings> {
  const saved = { ...settings, timeZone: ianaZoneOf(settings.timeZone) };
  await db.insert(coachingSettings).values({ ...coach, ...saved })
    .onConflictDoUpdate({ target: [coachingSettings.organizationId, coachingSettings.coachId], set: { ...saved, updatedAt: new Date() } });
  return saved;
}

/**
 * The zone's canonical spelling ("asia/riyadh" -> "Asia/Riyadh"); 400 unless
 * it is a named IANA zone: fixed offsets such as "+03:00", which Intl also
 * takes, have no daylight saving rules and are not what a coach lives in.
 */
function ianaZoneOf(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) || !IANAZone.isValidZone(name)) {
    throw badRequest(`Not an IANA time zone: ${name}`);
  }
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}
