/**
 * Whether a member has finished a course (docs/design/course-work-api.md
 * "Completion and certificates"), as a pure function of what they did and
 * the criteria that apply. Fractions (0..1) for criteria, as stored on
 * courses; the grade as a percentage (0..100, more with bonus points).
 */
export interface PassingCriteria {
  /** 0..1: the final grade must reach this fraction of 100%. */
  passingGradePercentage: number;
  /** 0..1: the share of held lectures the member must have attended. */
  mandatoryAttendancePercentage: number;
}

export interface CompletionFacts {
  /** The final grade, 0..100+; null when the course counts no graded item (the grade condition is then met). */
  gradePercentage: number | null;
  /**
   * Lectures of the course the member may see: those that have started
   * (held) and those still to come, and how many of them the member attended.
   */
  lecturesHeld: number;
  lecturesUpcoming: number;
  lecturesAttended: number;
  /** The content type of each required item (one that counts in progress) the member has not completed, locked ones included. */
  itemsLeft: readonly string[];
}

export type MissingRequirement =
  /** The final grade (percent) and the grade it must reach (percent). */
  | { kind: 'GRADE'; actual: number; required: number }
  /** Attendance (percent of the course's lectures, those still to come counted as not attended yet) and the share it must reach (percent). */
  | { kind: 'ATTENDANCE'; actual: number; required: number; attended: number; held: number; upcoming: number }
  /** Required items still to complete. */
  | { kind: 'ITEMS'; left: number };

export type PassingVerdict = { finished: true } | { finished: false; missing: MissingRequirement[] };

/** Criteria that apply: a course target organization's, else the organization's default, else the course's own. */
export function criteriaOf(
  course: PassingCriteria,
  targetOrganization: PassingCriteria | null,
  organizationDefault: PassingCriteria | null,
): PassingCriteria {
  const chosen = targetOrganization ?? organizationDefault ?? course;
  return { passingGradePercentage: chosen.passingGradePercentage, mandatoryAttendancePercentage: chosen.mandatoryAttendancePercentage };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Floating point: 0.7 x 100 is 70.00000000000001; a grade of 70 passes a 0.7 criterion. */
const EPSILON = 1e-9;

/** Lecture items: attended, not done; the attendance condition judges them. */
const JUDGED_BY_ATTENDANCE: ReadonlySet<string> = new Set(['ONLINE_LECTURE', 'ON_CAMPUS_LECTURE']);

/**
 * The required items left that the items condition counts: every one but
 * the lecture items. A lecture item is completed by attending, and a missed
 * lecture cannot be attended later: counting its item would demand every
 * lecture whatever share of them the criteria ask for. Attendance judges
 * lectures instead (attendanceOf). Items not open yet (a section that
 * unlocks later, an item available from a later date) count: they are still
 * ahead, and finishing, once recorded, is kept.
 */
export function itemsLeftOf(facts: Pick<CompletionFacts, 'itemsLeft'>): number {
  return facts.itemsLeft.filter((contentType) => !JUDGED_BY_ATTENDANCE.has(contentType)).length;
}

/**
 * Where the member stands in attendance: attended lectures out of all the
 * course's lectures the member may see, held or still to come. A lecture
 * still to come counts as not attended yet, so the share can only grow as
 * lectures are held: a member who reaches it keeps it, and one who has not
 * cannot finish before the lectures that could change that have taken place.
 * Null percentage when the course has no lecture.
 */
export function attendanceOf(facts: Pick<CompletionFacts, 'lecturesHeld' | 'lecturesUpcoming' | 'lecturesAttended'>) {
  const lectures = facts.lecturesHeld + facts.lecturesUpcoming;
  return {
    attended: facts.lecturesAttended,
    held: facts.lecturesHeld,
    upcoming: facts.lecturesUpcoming,
    lectures,
    percentage: lectures === 0 ? null : round2((100 * facts.lecturesAttended) / lectures),
  };
}

/**
 * Finished when every condition holds: the grade reaches the passing grade
 * (or the course has no graded item), attendance of the course's lectures
 * reaches the mandatory share (or the course has no lecture), and no
 * required item is left (itemsLeftOf). Otherwise the verdict lists each
 * condition that fails, with where the member stands.
 */
export function passingVerdict(facts: CompletionFacts, criteria: PassingCriteria): PassingVerdict {
  const missing: MissingRequirement[] = [];
  const requiredGrade = criteria.passingGradePercentage * 100;
  if (facts.gradePercentage !== null && facts.gradePercentage + EPSILON < requiredGrade) {
    missing.push({ kind: 'GRADE', actual: round2(facts.gradePercentage), required: round2(requiredGrade) });
  }
  const attendance = attendanceOf(facts);
  if (attendance.lectures > 0) {
    // Compared in lectures, not in rounded percentages: 2 of 3 meets a 2/3 share exactly.
    const needed = criteria.mandatoryAttendancePercentage * attendance.lectures;
    if (attendance.attended + EPSILON < needed) {
      missing.push({
        kind: 'ATTENDANCE',
        actual: attendance.percentage ?? 0,
        required: round2(criteria.mandatoryAttendancePercentage * 100),
        attended: attendance.attended,
        held: attendance.held,
        upcoming: attendance.upcoming,
      });
    }
  }
  const left = itemsLeftOf(facts);
  if (left > 0) missing.push({ kind: 'ITEMS', left });
  return missing.length === 0 ? { finished: true } : { finished: false, missing };
}
