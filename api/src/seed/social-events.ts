import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { organizations } from '../modules/organizations/tables';
import {
  socialEventAttendanceItems, socialEventEnrollments, socialEventGuests, socialEventHosts, socialEvents, socialEventTranslations,
  type EventType,
} from '../modules/social/tables';
import { users } from '../modules/users/tables';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface EventSeed {
  title: string;
  titleAr: string;
  language: 'en' | 'ar';
  type: EventType;
  description: string;
  /** From the seed time, so that upcoming stays upcoming. */
  startsIn: number;
  lasts: number;
  enrollmentOpensIn?: number;
  price?: number;
  oldPrice?: number;
  maxEnrollmentCount?: number;
  location?: { name: string; latitude: string; longitude: string };
  meetingUrl?: string;
  creditHours?: string;
  /** Emails of demo members who host it. */
  hosts?: readonly string[];
  guests?: ReadonlyArray<{ name: string; bio: string }>;
  /** Emails of demo members enrolled (never member@, learner@ or shopper@: their journeys enroll themselves). */
  enrolled?: readonly string[];
  attendanceItems?: ReadonlyArray<{ title: string; creditHours: string }>;
}

const RIYADH = { name: 'King Fahd Cultural Centre, Riyadh', latitude: '24.691900', longitude: '46.685700' };
const JEDDAH = { name: 'Jeddah Chamber Hall, Jeddah', latitude: '21.543300', longitude: '39.172800' };

/** demo's events (docs/design/social-api.md "Events"): past, live, upcoming, free and paid, online and on site, one small and full. */
const DEMO_EVENTS: readonly EventSeed[] = [
  {
    title: 'Community Reading Circle', titleAr: 'حلقة القراءة المجتمعية', language: 'en', type: 'ON_SITE',
    description: '<p>An evening of reading and discussion with fellow members.</p>', startsIn: -5 * DAY, lasts: 2 * HOUR, location: JEDDAH,
  },
  {
    title: 'Live Q&A: Study Skills', titleAr: 'جلسة أسئلة مباشرة: مهارات المذاكرة', language: 'en', type: 'ONLINE',
    description: '<p>Bring your questions about planning, note-taking and exams.</p>', startsIn: -30 * 60_000, lasts: 2 * HOUR,
    meetingUrl: 'https://meet.halaqa.test/live-study-skills', hosts: ['instructor@demo.halaqa.test'],
  },
  {
    title: 'Introduction to Data Ethics', titleAr: 'مقدمة في أخلاقيات البيانات', language: 'en', type: 'ONLINE',
    description: '<p>Privacy, consent and fairness when working with data. <strong>Certificate hours included.</strong></p>',
    startsIn: 3 * DAY, lasts: 2 * HOUR, maxEnrollmentCount: 50, creditHours: '2.00', meetingUrl: 'https://meet.halaqa.test/data-ethics',
    hosts: ['instructor@demo.halaqa.test'], guests: [{ name: 'Dr. Amina Yusuf', bio: 'Researcher in responsible AI.' }],
    attendanceItems: [{ title: 'Session', creditHours: '2.00' }],
  },
  {
    title: 'Leadership Workshop', titleAr: 'ورشة القيادة', language: 'en', type: 'ON_SITE',
    description: '<p>A hands-on day on leading teams, feedback and decisions.</p>',
    startsIn: 10 * DAY, lasts: 6 * HOUR, price: 15_000, oldPrice: 20_000, maxEnrollmentCount: 30, creditHours: '6.00', location: RIYADH,
    hosts: ['admin@demo.halaqa.test'], attendanceItems: [{ title: 'Morning', creditHours: '3.00' }, { title: 'Afternoon', creditHours: '3.00' }],
  },
  {
    title: 'Small Group Mentoring', titleAr: 'إرشاد في مجموعة صغيرة', language: 'en', type: 'ONLINE',
    description: '<p>Two places only: join the waitlist when it is full.</p>', startsIn: 5 * DAY, lasts: HOUR, maxEnrollmentCount: 2,
    meetingUrl: 'https://meet.halaqa.test/mentoring', enrolled: ['events@demo.halaqa.test', 'newcomer@demo.halaqa.test'],
  },
  {
    title: 'Arabic Calligraphy Evening', titleAr: 'أمسية الخط العربي', language: 'ar', type: 'ON_SITE',
    description: '<p>أمسية تعريفية بفنون الخط العربي وأدواته.</p>', startsIn: 14 * DAY, lasts: 3 * HOUR, enrollmentOpensIn: 2 * DAY,
    location: RIYADH, guests: [{ name: 'أ. خالد الحربي', bio: 'خطاط ومدرّب.' }],
  },
];

/** demo's events, once (skipped when demo has any already): the seed time decides past, live and upcoming. */
export async function seedSocialEvents(db: Db, domainPrefix: string, now: Date): Promise<void> {
  if (domainPrefix !== 'demo') return;
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix)).limit(1);
  if (!org) return;
  const organizationId = org.id;
  const [existing] = await db.select({ id: socialEvents.id }).from(socialEvents).where(eq(socialEvents.organizationId, organizationId)).limit(1);
  if (existing) return;
  const emails = [...new Set(DEMO_EVENTS.flatMap((seed) => [...(seed.hosts ?? []), ...(seed.enrolled ?? [])]).concat('admin@demo.halaqa.test'))];
  const people = await db.select({ id: users.id, email: users.email }).from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.email, emails)));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const creator = idOf('admin@demo.halaqa.test');
  if (!creator) return;

  for (const seed of DEMO_EVENTS) {
    const startTime = new Date(now.getTime() + seed.startsIn);
    const enrolled = (seed.enrolled ?? []).map(idOf).filter((id): id is number => id !== undefined);
    const [event] = await db.insert(socialEvents).values({
      organizationId, title: seed.title, description: seed.description, type: seed.type, language: seed.language, isPublished: true,
      startTime, endingTime: new Date(startTime.getTime() + seed.lasts),
      enrollmentStartsAt: seed.enrollmentOpensIn === undefined ? null : new Date(now.getTime() + seed.enrollmentOpensIn),
      price: seed.price ?? 0, oldPrice: seed.oldPrice ?? null, maxEnrollmentCount: seed.maxEnrollmentCount ?? null, enrolledCount: enrolled.length,
      location: seed.location?.name ?? null, latitude: seed.location?.latitude ?? null, longitude: seed.location?.longitude ?? null,
      meetingUrl: seed.meetingUrl ?? null, creditHours: seed.creditHours ?? null, createdBy: creator,
    }).returning({ id: socialEvents.id });
    const eventId = event!.id;
    const other = seed.language === 'en' ? 'ar' : 'en';
    await db.insert(socialEventTranslations).values({ organizationId, eventId, language: other, title: other === 'ar' ? seed.titleAr : seed.title });
    const hosts = (seed.hosts ?? []).map(idOf).filter((id): id is number => id !== undefined);
    if (hosts.length) await db.insert(socialEventHosts).values(hosts.map((userId) => ({ organizationId, eventId, userId })));
    if (seed.guests?.length) await db.insert(socialEventGuests).values(seed.guests.map((guest) => ({ organizationId, eventId, ...guest })));
    if (enrolled.length) {
      await db.insert(socialEventEnrollments).values(enrolled.map((userId) => ({
        organizationId, eventId, userId, status: 'ENROLLED' as const, source: 'FREE', ticketNonce: randomBytes(18).toString('base64url'), enrolledAt: now,
      })));
    }
    if (seed.attendanceItems?.length) {
      await db.insert(socialEventAttendanceItems).values(seed.attendanceItems.map((item, index) => ({
        organizationId, eventId, title: item.title, creditHours: item.creditHours, startsAt: new Date(startTime.getTime() + index * 3 * HOUR),
      })));
    }
  }
}
