import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../core/db/types';
import { seededRandom, type RandomSource } from '../core/random';
import { availableSlots, type Slot } from '../modules/coaching/availability/slot-rules';
import {
  coachingBookings, coachingBusinessHours, coachingCertifications, coachingCoaches, coachingCredits, coachingDateOverrides,
  coachingDisabledSlots, coachingEducations, coachingExperiences, coachingLanguages, coachingPositions, coachingSettings,
  type BookingKind, type Canceller,
} from '../modules/coaching/tables';
import { learningCategories } from '../modules/learning-categories/tables';
import { organizations } from '../modules/organizations/tables';
import { users } from '../modules/users/tables';
import { DEMO_COACHES, NOUR_COACHES, type CoachSeed, type Schedule } from './coaching-data';

/**
 * Coaching in both organizations (docs/design/coaching-api.md "Seed"): three
 * coaches with full profiles, their hours, an unavailable day, a day of
 * special hours, a disabled period, and sessions past and upcoming. Every
 * session is placed with the slot rule itself, on the coach's hours and clear
 * of the other sessions, relative to the seed's clock. Once per organization
 * (skipped when it has coaches already).
 */

const HOUR_MS = 3_600_000;

interface BookingSeed {
  coach: 'coach' | 'provider' | 'mentor';
  /** The local part of the member's email (member, learner...). */
  member: string;
  kind: BookingKind;
  /** The coach's local day, from the seed's, the session is placed on (or the next working day). */
  day: number;
  cancelledBy?: Canceller;
}

/**
 * The same sessions in both organizations, all with members who have
 * access-coaching (coaches book coaches too). member@ keeps both free
 * sessions (the journeys book with it); learner@, mentor@ and admin@ used one each.
 */
const BOOKINGS: readonly BookingSeed[] = [
  { coach: 'coach', member: 'member', kind: 'PAID', day: -7 },
  { coach: 'coach', member: 'learner', kind: 'FREE', day: -5 },
  { coach: 'coach', member: 'mentor', kind: 'FREE', day: -3, cancelledBy: 'MEMBER' },
  { coach: 'coach', member: 'learner', kind: 'PAID', day: 2 },
  { coach: 'coach', member: 'mentor', kind: 'FREE', day: 3 },
  { coach: 'provider', member: 'admin', kind: 'PAID', day: -4 },
  { coach: 'provider', member: 'admin', kind: 'FREE', day: 4 },
  { coach: 'provider', member: 'coach', kind: 'PAID', day: 6 },
  { coach: 'mentor', member: 'learner', kind: 'PAID', day: -10 },
  { coach: 'mentor', member: 'provider', kind: 'PAID', day: 5 },
  // Cancelled by the coach: the member holds a rescheduling credit with this coach.
  { coach: 'mentor', member: 'learner', kind: 'PAID', day: 6, cancelledBy: 'COACH' },
];

/** Minutes from local midnight of 'HH:MM'. */
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function businessHoursOf(schedule: Schedule) {
  return Object.entries(schedule.week).flatMap(([weekday, ranges]) => (ranges ?? []).map((range) => {
    const [start, end] = range.split('-') as [string, string];
    return { weekday: Number(weekday), startMinute: minuteOf(start), endMinute: minuteOf(end) };
  }));
}

/** The coach's local date `days` after the seed's, moved on to the next day the coach works. */
function workingDate(schedule: Schedule, now: Date, days: number): DateTime {
  let date = DateTime.fromJSDate(now, { zone: schedule.timeZone }).startOf('day').plus({ days });
  while (!schedule.week[date.weekday as keyof Schedule['week']]?.length) date = date.plus({ days: 1 });
  return date;
}

const roomLink = (prefix: string, random: RandomSource) =>
  `https://meet.jit.si/halaqa-${prefix}-${Array.from({ length: 24 }, () => Math.floor(random() * 16).toString(16)).join('')}`;

type Override = { date: string; startMinute: number | null; endMinute: number | null };

interface CoachPlan {
  schedule: Schedule;
  businessHours: ReturnType<typeof businessHoursOf>;
  overrides: Override[];
  busy: Slot[];
}

/** An unavailable working day, a working day of special hours, and a disabled afternoon, all in the coming two weeks. */
function exceptionsOf(schedule: Schedule, now: Date): { overrides: Override[]; disabled: Slot } {
  const unavailable = workingDate(schedule, now, 5).toISODate()!;
  const special = workingDate(schedule, now, 8).toISODate()!;
  const disabledDay = workingDate(schedule, now, 10);
  const [firstRange] = schedule.week[disabledDay.weekday as keyof Schedule['week']]!;
  const startsAt = disabledDay.plus({ minutes: minuteOf(firstRange!.slice(0, 5)) });
  return {
    overrides: [
      { date: unavailable, startMinute: null, endMinute: null },
      { date: special, startMinute: minuteOf('10:00'), endMinute: minuteOf('12:00') },
      { date: special, startMinute: minuteOf('14:00'), endMinute: minuteOf('15:30') },
    ],
    disabled: { startsAt: startsAt.toJSDate(), endsAt: startsAt.plus({ hours: 2 }).toJSDate() },
  };
}

/** A slot of the coach's day (the second of the day when there are several), found with the slot rule; moves on while a day has none. */
function placeSession(plan: CoachPlan, now: Date, day: number, kind: BookingKind): Slot {
  const durationMinutes = kind === 'FREE' ? plan.schedule.freeSessionDuration : plan.schedule.sessionDuration;
  for (let offset = 0; offset < 14; offset += 1) {
    const date = workingDate(plan.schedule, now, day + offset);
    const from = date.toJSDate();
    const until = date.plus({ days: 1 }).toJSDate();
    const slots = availableSlots({
      timeZone: plan.schedule.timeZone, durationMinutes, businessHours: plan.businessHours, overrides: plan.overrides, busy: plan.busy,
      earliestStart: from, latestStart: until, from, until,
    });
    const slot = slots[Math.min(1, slots.length - 1)];
    if (slot) return slot;
  }
  throw new Error(`no slot for a seeded session ${day} days from the seed`);
}

async function seedProfile(db: Db, organizationId: number, coachId: number, seed: CoachSeed, specialtyId: number | null): Promise<void> {
  const owner = { organizationId, coachId };
  await db.insert(coachingCoaches).values({
    organizationId, userId: coachId, headline: seed.headline[0], headlineAr: seed.headline[1], about: seed.about[0], aboutAr: seed.about[1],
    specialtyCategoryId: specialtyId, price: seed.price, isListed: true,
  });
  await db.insert(coachingPositions).values(seed.positions.map((row, position) => ({ ...owner, ...row, position })));
  await db.insert(coachingEducations).values(seed.educations.map((row) => ({ ...owner, ...row })));
  await db.insert(coachingExperiences).values(seed.experiences.map((row) => ({ ...owner, ...row })));
  await db.insert(coachingCertifications).values(seed.certifications.map((row) => ({ ...owner, ...row })));
  await db.insert(coachingLanguages).values(seed.languages.map((row) => ({ ...owner, ...row })));
  const { week: _week, ...settings } = seed.schedule;
  await db.insert(coachingSettings).values({ ...owner, ...settings });
}

export async function seedCoaching(db: Db, domainPrefix: string, now: Date): Promise<void> {
  const coaches = domainPrefix === 'demo' ? DEMO_COACHES : domainPrefix === 'nour' ? NOUR_COACHES : null;
  if (!coaches) return;
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix)).limit(1);
  if (!org) return;
  const organizationId = org.id;
  const [existing] = await db.select({ id: coachingCoaches.userId }).from(coachingCoaches).where(eq(coachingCoaches.organizationId, organizationId)).limit(1);
  if (existing) return;

  const emailOf = (local: string) => `${local}@${domainPrefix}.halaqa.test`;
  const emails = [...new Set([...coaches.map((coach) => coach.email), ...BOOKINGS.map((booking) => emailOf(booking.member))])];
  const people = await db.select({ id: users.id, email: users.email }).from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.email, emails)));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const categories = await db.select({ id: learningCategories.id, nameEn: learningCategories.nameEn }).from(learningCategories)
    .where(eq(learningCategories.organizationId, organizationId));

  const plans = new Map<string, CoachPlan & { coachId: number }>();
  for (const seed of coaches) {
    const coachId = idOf.get(seed.email);
    // An organization seeded before this account existed gets the other coaches only.
    if (coachId === undefined) continue;
    await seedProfile(db, organizationId, coachId, seed, categories.find((category) => category.nameEn === seed.specialty)?.id ?? null);
    const businessHours = businessHoursOf(seed.schedule);
    await db.insert(coachingBusinessHours).values(businessHours.map((hours) => ({ organizationId, coachId, ...hours })));
    const { overrides, disabled } = exceptionsOf(seed.schedule, now);
    await db.insert(coachingDateOverrides).values(overrides.map((override) => ({ organizationId, coachId, ...override })));
    await db.insert(coachingDisabledSlots).values({ organizationId, coachId, ...disabled, reason: 'Conference' });
    plans.set(seed.email.split('@')[0]!, { coachId, schedule: seed.schedule, businessHours, overrides, busy: [disabled] });
  }

  const random = seededRandom(organizationId * 7919 + 17);
  const freeSessionsUsed = new Map<number, number>();
  for (const booking of BOOKINGS) {
    const plan = plans.get(booking.coach);
    const memberId = idOf.get(emailOf(booking.member));
    if (!plan || memberId === undefined) continue;
    const slot = placeSession(plan, now, booking.day, booking.kind);
    plan.busy.push(slot);
    const cancelledAt = booking.cancelledBy ? new Date(Math.min(now.getTime(), slot.startsAt.getTime()) - 48 * HOUR_MS) : null;
    const [row] = await db.insert(coachingBookings).values({
      organizationId, coachId: plan.coachId, memberId, startsAt: slot.startsAt, endsAt: slot.endsAt, kind: booking.kind,
      status: booking.cancelledBy ? 'CANCELLED' : 'CONFIRMED', meetingUrl: roomLink(domainPrefix, random),
      cancelledBy: booking.cancelledBy ?? null, cancelledAt,
      cancelReason: booking.cancelledBy === 'COACH' ? 'Travelling that week' : booking.cancelledBy ? 'Exam the same day' : '',
      cancelOutcome: booking.cancelledBy === 'COACH' ? 'CREDIT_GIVEN' : booking.cancelledBy ? 'FREE_SESSION_RETURNED' : null,
      createdAt: new Date(Math.min(now.getTime(), slot.startsAt.getTime()) - 72 * HOUR_MS),
    }).returning({ id: coachingBookings.id });
    if (booking.cancelledBy === 'COACH') {
      await db.insert(coachingCredits).values({ organizationId, memberId, coachId: plan.coachId, sourceBookingId: row!.id });
    }
    if (booking.kind === 'FREE' && !booking.cancelledBy) freeSessionsUsed.set(memberId, (freeSessionsUsed.get(memberId) ?? 0) + 1);
  }
  for (const [memberId, used] of freeSessionsUsed) {
    await db.update(users).set({ freeChemistrySessions: sql`greatest(0, ${users.freeChemistrySessions} - ${used})` })
      .where(and(eq(users.organizationId, organizationId), eq(users.id, memberId)));
  }
}
