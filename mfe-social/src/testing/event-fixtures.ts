import type {
  Attendee, AttendanceItem, EventCard, EventDetails, EventList, EventTicket,
} from '../api/events-types';

const DAY = 86_400_000;
/** A time `days` from now (negative: in the past), on the hour, as the API writes it. */
export const daysFromNow = (days: number, hours = 0) => {
  const date = new Date(Date.now() + days * DAY + hours * 3_600_000);
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
};

export function eventCardFixture(overrides: Partial<EventCard> = {}): EventCard {
  return {
    id: 7,
    title: 'AI in Education Summit',
    type: 'ON_SITE',
    language: 'en',
    startTime: daysFromNow(10),
    endingTime: daysFromNow(10, 3),
    enrollmentStartsAt: null,
    enrollmentEndsAt: null,
    coverUrl: '/media/covers/7.jpg',
    location: 'Riyadh Front, Hall 2',
    price: 0,
    oldPrice: null,
    currency: 'SAR',
    placesLeft: 12,
    isFavorite: false,
    myStatus: null,
    enrollmentAlert: null,
    groupId: null,
    ...overrides,
  };
}

export function eventDetailsFixture(overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    ...eventCardFixture(),
    description: '<p>A day on <strong>AI</strong> in classrooms.</p><script>alert(1)</script>',
    outline: '<ul><li>Keynote</li><li>Workshops</li></ul>',
    targetAudience: '<p>Teachers and school leaders.</p>',
    creditHours: '3.50',
    ceu: '0.35',
    latitude: '24.7136',
    longitude: '46.6753',
    meetingUrl: null,
    hosts: [{ id: 3, name: 'Huda Al-Qahtani', avatarUrl: null }],
    guests: [{ id: 1, name: 'Omar Farouk', bio: 'Researcher in learning science.', avatarUrl: '/media/people/1.jpg' }],
    attachments: [
      { mediaId: 40, name: 'agenda.pdf', mime: 'application/pdf', url: '/media/files/40/agenda.pdf', pageCount: 4 },
      { mediaId: 41, name: 'slides.pptx', mime: 'application/vnd.ms-powerpoint', url: '/media/files/41/slides.pptx', pageCount: null },
    ],
    maxEnrollmentCount: 40,
    enrolledCount: 28,
    waitlistPosition: null,
    amHost: false,
    canManage: false,
    myCreditHours: null,
    cancelled: false,
    ...overrides,
  };
}

export const eventListFixture = (events: EventCard[], count = events.length): EventList => ({ count, data: events });

export function ticketFixture(overrides: Partial<EventTicket> = {}): EventTicket {
  return {
    eventId: 7,
    code: 'MS43LjEyLm5vbmNl.c2lnbmF0dXJl',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    status: 'ENROLLED',
    checkIns: [],
    ...overrides,
  };
}

export const attendanceItemsFixture = (): AttendanceItem[] => [
  { id: 5, title: 'Morning session', startsAt: daysFromNow(10), creditHours: '2.00' },
  { id: 6, title: 'Afternoon session', startsAt: daysFromNow(10, 2), creditHours: '1.50' },
];

export const attendeeFixture = (id: number, name: string, overrides: Partial<Attendee> = {}): Attendee => ({
  enrollmentId: 100 + id,
  member: { id, name, email: `member${id}@demo.test` },
  status: 'ENROLLED',
  source: 'FREE',
  enrolledAt: daysFromNow(-3),
  waitlistedAt: null,
  checkIns: [],
  ...overrides,
});
