import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { availableSlots } from '../src/modules/coaching/availability/slot-rules';
import { loadCoachSlotInput } from '../src/modules/coaching/availability/slot-input';
import {
  coachingBookings, coachingBusinessHours, coachingCertifications, coachingCoaches, coachingCredits, coachingDateOverrides,
  coachingDisabledSlots, coachingEducations, coachingExperiences, coachingLanguages, coachingPositions, coachingSettings,
} from '../src/modules/coaching/tables';
import { users } from '../src/modules/users/tables';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let test_: TestDatabase;
beforeAll(async () => { test_ = await createTestDatabase(); });
afterAll(async () => { await test_.dispose(); });

const db = () => test_.database.db;
const DAY = 86_400_000;
const ZONES = { coach: 'Asia/Riyadh', provider: 'Europe/London', mentor: 'America/New_York' } as const;
const PREFIXES = ['demo', 'nour'] as const;

async function coachesOf(prefix: string) {
  return db().select({ coach: coachingCoaches, email: users.email, settings: coachingSettings })
    .from(coachingCoaches)
    .innerJoin(users, and(eq(users.organizationId, coachingCoaches.organizationId), eq(users.id, coachingCoaches.userId)))
    .innerJoin(coachingSettings, and(eq(coachingSettings.organizationId, coachingCoaches.organizationId), eq(coachingSettings.coachId, coachingCoaches.userId)))
    .where(inArray(users.email, Object.keys(ZONES).map((local) => `${local}@${prefix}.halaqa.test`)))
    .orderBy(asc(users.email));
}

const ofCoach = (table: { coachId: AnyPgColumn }, coachId: number) => eq(table.coachId, coachId);

describe.each(PREFIXES)('%s', (prefix) => {
  test('three listed coaches with full profiles in both languages, in their zones', async () => {
    const coaches = await coachesOf(prefix);
    expect(coaches.map((row) => row.email.split('@')[0]).sort()).toEqual(['coach', 'mentor', 'provider']);
    for (const { coach, email, settings } of coaches) {
      const role = email.split('@')[0] as keyof typeof ZONES;
      expect({ email, zone: settings.timeZone, free: settings.enableFreeSession }).toEqual({ email, zone: ZONES[role], free: role !== 'mentor' });
      expect(coach.isListed).toBe(true);
      for (const text of [coach.headline, coach.headlineAr, coach.about, coach.aboutAr]) expect(text.length).toBeGreaterThan(10);
      expect(coach.headlineAr).toMatch(/[\u0600-\u06FF]/);
      expect(coach.specialtyCategoryId).not.toBeNull();
      expect(coach.price).toBeGreaterThanOrEqual(15_000);
      expect(coach.price).toBeLessThanOrEqual(40_000);
      const id = coach.userId;
      const [positions, educations, experiences, certifications, languages] = await Promise.all([
        db().select().from(coachingPositions).where(ofCoach(coachingPositions, id)),
        db().select().from(coachingEducations).where(ofCoach(coachingEducations, id)),
        db().select().from(coachingExperiences).where(ofCoach(coachingExperiences, id)),
        db().select().from(coachingCertifications).where(ofCoach(coachingCertifications, id)),
        db().select().from(coachingLanguages).where(ofCoach(coachingLanguages, id)),
      ]);
      expect(positions.length).toBeGreaterThan(0);
      expect(educations.every((row) => row.degree && row.startYear && row.endYear)).toBe(true);
      expect(educations.length).toBeGreaterThan(0);
      expect(experiences.length).toBeGreaterThan(1);
      expect(certifications.some((row) => row.doesNotExpire && row.expiresOn === null)).toBe(true);
      expect(certifications.some((row) => !row.doesNotExpire && row.expiresOn !== null)).toBe(true);
      expect(languages.length).toBeGreaterThanOrEqual(2);
    }
  });

  test('weekly hours with several ranges a day, Riyadh off on Friday and Saturday, and the exceptions', async () => {
    for (const { coach, email } of await coachesOf(prefix)) {
      const hours = await db().select().from(coachingBusinessHours).where(ofCoach(coachingBusinessHours, coach.userId));
      const perDay = new Map<number, number>();
      for (const row of hours) perDay.set(row.weekday, (perDay.get(row.weekday) ?? 0) + 1);
      expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(2);
      if (email.startsWith('coach@')) expect([...perDay.keys()].sort()).toEqual([1, 2, 3, 4, 7]);
      const overrides = await db().select().from(coachingDateOverrides).where(ofCoach(coachingDateOverrides, coach.userId));
      expect(overrides.some((row) => row.startMinute === null)).toBe(true);
      expect(overrides.some((row) => row.startMinute !== null)).toBe(true);
      expect(await db().select().from(coachingDisabledSlots).where(ofCoach(coachingDisabledSlots, coach.userId))).toHaveLength(1);
    }
  });

  test('sessions past and upcoming, each on a slot of the coach\'s hours, none overlapping', async () => {
    const now = new Date();
    const coaches = await coachesOf(prefix);
    const all = await db().select().from(coachingBookings).where(inArray(coachingBookings.coachId, coaches.map((row) => row.coach.userId)));
    const live = all.filter((row) => row.status !== 'CANCELLED');
    expect(live.some((row) => row.endsAt < now && row.status === 'CONFIRMED')).toBe(true);
    expect(all.some((row) => row.status === 'CANCELLED' && row.cancelledBy === 'MEMBER' && row.startsAt < now)).toBe(true);
    expect(live.some((row) => row.startsAt > now && row.kind === 'FREE')).toBe(true);
    expect(live.some((row) => row.startsAt > now && row.kind === 'PAID')).toBe(true);
    for (const row of all) expect(row.meetingUrl).toMatch(new RegExp(`^https://meet\\.jit\\.si/halaqa-${prefix}-[0-9a-f]{24}$`));
    for (const a of live) {
      for (const b of live) {
        if (a.id !== b.id && a.coachId === b.coachId) expect(a.startsAt >= b.endsAt || b.startsAt >= a.endsAt).toBe(true);
      }
      // The session is a slot of the coach's week once every other session is out of the way.
      const { input } = (await loadCoachSlotInput(db(), {
        organizationId: a.organizationId, coachId: a.coachId, kind: a.kind, from: a.startsAt, until: new Date(a.startsAt.getTime() + 1), now: a.startsAt,
        ignoreBookingId: a.id,
      }))!;
      const slots = availableSlots({ ...input, earliestStart: a.startsAt });
      expect({ id: a.id, slot: slots[0]?.startsAt.toISOString(), endsAt: slots[0]?.endsAt.toISOString() })
        .toEqual({ id: a.id, slot: a.startsAt.toISOString(), endsAt: a.endsAt.toISOString() });
    }
    const credits = await db().select().from(coachingCredits).where(inArray(coachingCredits.coachId, coaches.map((row) => row.coach.userId)));
    expect(credits.map((credit) => all.find((row) => row.id === credit.sourceBookingId)?.cancelledBy)).toEqual(['COACH']);
  });

  test('every coach has many free slots 2 to 14 days ahead; member@ keeps both free sessions', async () => {
    const now = new Date();
    for (const { coach, email, settings } of await coachesOf(prefix)) {
      for (const kind of settings.enableFreeSession ? ['PAID', 'FREE'] as const : ['PAID'] as const) {
        const { input } = (await loadCoachSlotInput(db(), {
          organizationId: coach.organizationId, coachId: coach.userId, kind, from: new Date(now.getTime() + 2 * DAY), until: new Date(now.getTime() + 14 * DAY), now,
        }))!;
        expect({ email, kind, many: availableSlots(input).length >= 20 }).toEqual({ email, kind, many: true });
      }
    }
    const [member] = await db().select({ left: users.freeChemistrySessions }).from(users).where(eq(users.email, `member@${prefix}.halaqa.test`));
    expect(member?.left).toBe(2);
    const [learner] = await db().select({ left: users.freeChemistrySessions }).from(users).where(eq(users.email, `learner@${prefix}.halaqa.test`));
    expect(learner?.left).toBe(1);
  });
});
