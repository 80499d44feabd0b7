import type { Booking, CoachCard, CoachProfile, FilterOptions, MyCoachProfile, ProviderSettings } from '../api/coaching-types';

const HOUR = 3_600_000;

/** Local `hour`:00 of the day `days` from today, as the API writes instants. */
export const localAt = (days: number, hour: number, minute = 0): string => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, minute).toISOString();
};

export function coachCardFixture(overrides: Partial<CoachCard> = {}): CoachCard {
  return {
    id: 31,
    name: 'Huda Al-Qahtani',
    avatarUrl: null,
    headline: 'Career coach for new teachers',
    specialty: { id: 2, name: 'Career' },
    languages: [{ language: 'ar', proficiency: 'NATIVE' }, { language: 'en', proficiency: 'ADVANCED' }],
    price: 15_000,
    currency: 'SAR',
    sessionDuration: 60,
    offersFreeSession: true,
    freeSessionDuration: 30,
    timeZone: 'Asia/Riyadh',
    nextAvailableAt: localAt(1, 10),
    ...overrides,
  };
}

export function coachProfileFixture(overrides: Partial<CoachProfile> = {}): CoachProfile {
  return {
    ...coachCardFixture(),
    about: 'Ten years of helping teachers find their path.',
    positions: [{ id: 1, title: 'Head coach', company: 'Riyadh Teachers Academy', isCurrent: true }],
    educations: [{ id: 2, school: 'King Saud University', degree: 'MASTERS', fieldOfStudy: 'Education', startYear: 2008, endYear: 2010 }],
    experiences: [{ id: 3, title: 'Teacher', company: 'Al-Noor School', employmentType: 'FULL_TIME', startDate: '2010-09-01', endDate: '2016-06-30', description: '' }],
    certifications: [
      { id: 4, name: 'ICF Associate Coach', issuer: 'ICF', credentialType: 'CERTIFICATE', issuedOn: '2017-01-10', expiresOn: null, doesNotExpire: true, credentialUrl: null },
      { id: 5, name: 'Teaching license', issuer: 'Ministry of Education', credentialType: 'LICENSE', issuedOn: '2010-01-10', expiresOn: '2030-01-10', doesNotExpire: false, credentialUrl: null },
    ],
    cancellation: { allowed: true, minimumHours: 24 },
    notice: { mustBookInAdvance: true, inAdvanceHours: 12 },
    maximumFutureDays: 365,
    isMe: false,
    me: { freeSessionsLeft: 2, creditsWithCoach: 0 },
    ...overrides,
  };
}

export function myProfileFixture(overrides: Partial<MyCoachProfile> = {}): MyCoachProfile {
  return {
    ...coachProfileFixture({ isMe: true }),
    languages: [{ id: 6, language: 'ar', proficiency: 'NATIVE' }],
    isListed: true,
    headlineEn: 'Career coach for new teachers',
    headlineAr: 'مرشدة مهنية للمعلمين الجدد',
    aboutEn: 'Ten years of helping teachers.',
    aboutAr: 'عشر سنوات في مساعدة المعلمين.',
    specialtyId: 2,
    ...overrides,
  };
}

export const filterOptionsFixture = (): FilterOptions => ({
  specialties: [{ id: 2, name: 'Career' }, { id: 3, name: 'Leadership' }],
  languages: ['ar', 'en'],
  price: { min: 15_000, max: 40_000 },
});

export const settingsFixture = (overrides: Partial<ProviderSettings> = {}): ProviderSettings => ({
  sessionDuration: 60, mustBookInAdvance: true, inAdvanceHours: 12, enableFreeSession: true, freeSessionDuration: 30,
  enableCancellation: true, cancellationMinimumHours: 24, timeZone: 'Asia/Riyadh', maximumFutureDays: 365, ...overrides,
});

export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  const startsAt = overrides.startsAt ?? localAt(3, 10);
  return {
    id: 501,
    coach: { id: 31, name: 'Huda Al-Qahtani', avatarUrl: null, timeZone: 'Asia/Riyadh' },
    member: { id: 7, name: 'Sara Member', avatarUrl: null },
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + HOUR).toISOString(),
    status: 'CONFIRMED',
    kind: 'FREE',
    holdExpiresAt: null,
    meetingUrl: null,
    cancelledBy: null,
    cancelledAt: null,
    cancelReason: '',
    cancelOutcome: null,
    cancellableUntil: new Date(Date.parse(startsAt) - 24 * HOUR).toISOString(),
    purchase: null,
    myRole: 'MEMBER',
    ...overrides,
  };
}

export const listOf = <T>(data: T[], count = data.length) => ({ count, data });
