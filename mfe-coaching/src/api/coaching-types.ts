// The shapes of docs/design/coaching-api.md, written by hand until the typed
// client carries the coaching operations (then these become OkBody<...> aliases).

// The enumerations of api/src/modules/coaching/tables.ts.
export const PROFICIENCIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'] as const;
export const DEGREES = ['BACHELORS', 'MASTERS', 'DOCTORATE', 'DIPLOMA', 'ASSOCIATE', 'OTHER'] as const;
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'FREELANCE', 'CONTRACT', 'INTERNSHIP'] as const;
export const CREDENTIAL_TYPES = ['CERTIFICATE', 'LICENSE', 'ACCREDITATION'] as const;
type Proficiency = (typeof PROFICIENCIES)[number];
type Degree = (typeof DEGREES)[number];
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
type CredentialType = (typeof CREDENTIAL_TYPES)[number];
export type SessionKind = 'FREE' | 'PAID' | 'CREDIT';

interface Specialty { id: number; name: string }
interface SpokenLanguage { language: string; proficiency: Proficiency }

export interface CoachCard {
  id: number;
  name: string;
  avatarUrl: string | null;
  headline: string;
  specialty: Specialty | null;
  languages: SpokenLanguage[];
  /** Halalas before VAT, per session. */
  price: number;
  currency: 'SAR';
  sessionDuration: number;
  offersFreeSession: boolean;
  freeSessionDuration: number;
  timeZone: string;
  nextAvailableAt: string | null;
}

interface Position { id: number; title: string; company: string; isCurrent: boolean }
interface Education { id: number; school: string; degree: Degree; fieldOfStudy: string; startYear: number | null; endYear: number | null }
interface Experience {
  id: number; title: string; company: string; employmentType: EmploymentType;
  startDate: string; endDate: string | null; description: string;
}
interface Certification {
  id: number; name: string; issuer: string; credentialType: CredentialType;
  issuedOn: string | null; expiresOn: string | null; doesNotExpire: boolean; credentialUrl: string | null;
}
interface LanguageRow extends SpokenLanguage { id: number }

export interface CoachProfile extends CoachCard {
  about: string;
  positions: Position[];
  educations: Education[];
  experiences: Experience[];
  certifications: Certification[];
  cancellation: { allowed: boolean; minimumHours: number };
  notice: { mustBookInAdvance: boolean; inAdvanceHours: number };
  maximumFutureDays: number;
  isMe: boolean;
  me: { freeSessionsLeft: number; creditsWithCoach: number };
}

/** GET coaches/me: the profile plus both languages' texts for the editor. */
export interface MyCoachProfile extends CoachProfile {
  /** With their ids, so the editor can change and delete them (see the design's remote section). */
  languages: LanguageRow[];
  isListed: boolean;
  headlineEn: string; headlineAr: string;
  aboutEn: string; aboutAr: string;
  specialtyId: number | null;
}
export type CoachDetailsChange = Partial<Pick<MyCoachProfile, 'headlineEn' | 'headlineAr' | 'aboutEn' | 'aboutAr' | 'specialtyId' | 'price' | 'isListed'>>;

export interface CoachList { count: number; data: CoachCard[] }
export interface CoachListQuery {
  skip: number; take: number; search?: string; specialtyId?: number; language?: string;
  minPrice?: number; maxPrice?: number; freeSession?: true; availableWithinDays?: number;
}
export interface FilterOptions { specialties: Specialty[]; languages: string[]; price: { min: number; max: number } }

export interface Slot { startsAt: string; endsAt: string }
export interface AvailableSlots { providerId: number; timeZone: string; durationMinutes: number; kind: 'PAID' | 'FREE'; slots: Slot[] }

export interface TimeRange { start: string; end: string }
export interface WeekdayHours { weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; ranges: TimeRange[] }
export interface DateOverride { date: string; ranges: TimeRange[] }
export interface Availability { businessHours: WeekdayHours[]; overrides: DateOverride[] }
export interface DisabledSlot { id: number; startsAt: string; endsAt: string; reason: string }

export interface ProviderSettings {
  sessionDuration: number;
  mustBookInAdvance: boolean; inAdvanceHours: number;
  enableFreeSession: boolean; freeSessionDuration: number;
  enableCancellation: boolean; cancellationMinimumHours: number;
  timeZone: string;
  maximumFutureDays: number;
}

type BookingStatus = 'HELD' | 'CONFIRMED' | 'CANCELLED';
export type BookingWhen = 'UPCOMING' | 'PAST' | 'CANCELLED';
export interface Booking {
  id: number;
  coach: { id: number; name: string; avatarUrl: string | null; timeZone: string };
  member: { id: number; name: string; avatarUrl: string | null };
  startsAt: string; endsAt: string;
  status: BookingStatus;
  kind: SessionKind;
  holdExpiresAt: string | null;
  meetingUrl: string | null;
  cancelledBy: 'MEMBER' | 'COACH' | 'SYSTEM' | null;
  cancelledAt: string | null;
  cancelReason: string;
  cancelOutcome: 'FREE_SESSION_RETURNED' | 'CREDIT_GIVEN' | 'REFUND_REQUESTED' | 'NOTHING' | 'HOLD_EXPIRED' | 'PAYMENT_FAILED' | null;
  cancellableUntil: string | null;
  purchase: { itemType: 'COACHING_SESSION'; itemId: number } | null;
  myRole: 'MEMBER' | 'COACH';
}
export interface BookingList { count: number; data: Booking[] }

/** The profile's rows the editor adds, changes and deletes, by the address part of their calls. */
export interface ProfileRows {
  positions: Position;
  educations: Education;
  experiences: Experience;
  certifications: Certification;
  languages: LanguageRow;
}
export type RowKind = keyof ProfileRows;
export type RowInput<K extends RowKind> = Omit<ProfileRows[K], 'id'>;
