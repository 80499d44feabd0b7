import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { configValue } from '../../organizations/service';
import { attendanceAndItemsOf } from '../completion/completion-facts';
import { completionSettingsOf } from '../completion/criteria';
import { attendanceOf, itemsLeftOf } from '../completion/passing-rule';
import { reviewCourseCompletion } from '../completion/review-completion';
import { finalGradeOf } from '../grades/final-grade';
import type { PlayerSeat } from '../player/player-gate';
import { courseEnrollees } from '../tables';
import { myCertificateDto } from './certificate-dto';
import type { CourseCertificateStatus } from './dto';
import { certificateOfMember } from './issue-certificate';

const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * GET courses/{courseId}/certificate. For a student it first reviews
 * completion (idempotent: what it reads can change with time alone, a
 * lecture starting, so opening the page is one of the moments the member
 * may finish), then answers the certificate or what is still missing, with
 * where the member stands. Instructors and administrators get the course's
 * criteria and no member facts.
 */
export async function courseCertificateStatus(db: Db, seat: PlayerSeat): Promise<CourseCertificateStatus> {
  const organizationId = seat.caller.organizationId;
  const courseId = seat.course.id;
  const userId = seat.caller.userId;
  const now = seat.caller.now;
  const student = seat.role === 'STUDENT';
  return db.transaction(async (tx) => {
    const review = student ? await reviewCourseCompletion(tx, { organizationId, courseId, userId, now }) : null;
    const [settings, enabled, grade, facts, enrollment, certificate] = await Promise.all([
      completionSettingsOf(tx, { organizationId, courseId }),
      configValue(tx, organizationId, CONFIG_KEYS.certificatesEnabled),
      student ? finalGradeOf(tx, { courseId, userId }) : null,
      student ? attendanceAndItemsOf(tx, { courseId, userId, now }) : null,
      student
        ? tx.select({ finishedAt: courseEnrollees.finishedAt, isFinished: courseEnrollees.isFinished }).from(courseEnrollees).where(and(
          eq(courseEnrollees.organizationId, organizationId), eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, userId),
        )).then((rows) => rows[0] ?? null)
        : null,
      student ? certificateOfMember(tx, organizationId, courseId, userId) : null,
    ]);
    const attendance = facts ? attendanceOf(facts) : null;
    const criteria = settings?.criteria ?? { passingGradePercentage: seat.course.passingGradePercentage, mandatoryAttendancePercentage: seat.course.mandatoryAttendancePercentage };
    return {
      viewer: seat.role,
      certificatesEnabled: enabled === true,
      issuesAutomatically: settings?.issuesAutomatically ?? false,
      isFinished: enrollment?.isFinished ?? false,
      finishedAt: enrollment?.finishedAt?.toISOString() ?? null,
      grade: {
        percentage: grade && grade.countedItems > 0 ? grade.percentage : null,
        letter: grade?.letter ?? null,
        required: percent(criteria.passingGradePercentage),
        countedItems: grade?.countedItems ?? 0,
      },
      attendance: {
        attended: attendance?.attended ?? 0,
        held: attendance?.held ?? 0,
        upcoming: attendance?.upcoming ?? 0,
        percentage: attendance?.percentage ?? null,
        required: percent(criteria.mandatoryAttendancePercentage),
      },
      itemsLeft: facts ? itemsLeftOf(facts) : 0,
      missing: review?.missing ?? [],
      certificate: certificate ? myCertificateDto(certificate) : null,
    };
  });
}
