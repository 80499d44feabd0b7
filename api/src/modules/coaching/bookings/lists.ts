import { and, asc, count, desc, eq, gt, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { personName } from '../../lms/localized-name';
import type { CalendarRange } from '../../lms/dashboard/calendar';
import type { CoachingViewer } from '../access';
import { coachingBookings } from '../tables';
import { bookingOf, bookingRows } from './booking-rows';
import type { BookingCalendarEntry, BookingListQuery, BookingListWhen, BookingPage } from './dto';

const b = coachingBookings;

/** Not cancelled: confirmed, or held with time left (a lapsed hold counts as cancelled even before a write cancels it). */
const live = (now: Date): SQL => or(eq(b.status, 'CONFIRMED'), and(eq(b.status, 'HELD'), gt(b.holdExpiresAt, now)))!;
const gone = (now: Date): SQL => or(eq(b.status, 'CANCELLED'), and(eq(b.status, 'HELD'), lte(b.holdExpiresAt, now)))!;

function filterOf(when: BookingListWhen, now: Date): { where: SQL; order: SQL[] } {
  switch (when) {
    case 'PAST': return { where: and(live(now), lte(b.endsAt, now))!, order: [desc(b.startsAt), desc(b.id)] };
    case 'CANCELLED': return { where: gone(now), order: [desc(b.startsAt), desc(b.id)] };
    case 'UPCOMING': return { where: and(live(now), gt(b.endsAt, now))!, order: [asc(b.startsAt), asc(b.id)] };
  }
}

/** The caller's sessions as member (`as` MEMBER) or as coach, one page of one tab. */
export async function bookingPage(db: Db, viewer: CoachingViewer, as: 'MEMBER' | 'COACH', query: BookingListQuery): Promise<BookingPage> {
  const { where, order } = filterOf(query.when ?? 'UPCOMING', viewer.now);
  const mine = and(eq(b.organizationId, viewer.organizationId), eq(as === 'MEMBER' ? b.memberId : b.coachId, viewer.userId), where);
  const [rows, [total]] = await Promise.all([
    bookingRows(db, viewer.organizationId, mine).orderBy(...order).offset(query.skip ?? 0).limit(query.take ?? 10),
    db.select({ count: count() }).from(b).where(mine),
  ]);
  return { count: total?.count ?? 0, data: rows.map((row) => bookingOf(row, viewer)) };
}

/** The dashboard calendar's bookings variant: the caller's CONFIRMED sessions (as member and as coach) that start in the range. */
export async function bookingCalendar(db: Db, viewer: CoachingViewer, range: CalendarRange): Promise<BookingCalendarEntry[]> {
  const rows = await bookingRows(db, viewer.organizationId, and(
    or(eq(b.memberId, viewer.userId), eq(b.coachId, viewer.userId)),
    eq(b.status, 'CONFIRMED'), gte(b.startsAt, range.from), lt(b.startsAt, range.until),
  )).orderBy(asc(b.startsAt), asc(b.id));
  return rows.map((row) => {
    const role = row.booking.memberId === viewer.userId ? 'MEMBER' as const : 'COACH' as const;
    const other = personName(viewer.language, role === 'MEMBER' ? row.coach : row.member);
    return {
      date: row.booking.startsAt.toISOString(), kind: 'BOOKING' as const, bookingId: row.booking.id,
      title: viewer.language === 'ar' ? `جلسة إرشاد مع ${other}` : `Coaching session with ${other}`,
      startsAt: row.booking.startsAt.toISOString(), endsAt: row.booking.endsAt.toISOString(), role,
    };
  });
}
