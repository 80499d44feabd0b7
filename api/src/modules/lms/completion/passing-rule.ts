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
  /** Lectures of the course that have started and the member may see, and how many of them the member attended. */
  lecturesHeld: number;
  lecturesAttended: number;
  /** Required items (those that count in progress) the member has not completed yet. */
  itemsLeft: number;
}

export type MissingRequirement =
  /** The final grade (percent) and the grade it must reach (percent). */
  | { kind: 'GRADE'; actual: number; required: number }
  /** Attendance (percent of held lectures) and the share it must reach (percent). */
  | { kind: 'ATTENDANCE'; actual: number; required: number; attended: number; held: number }
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

/**
 * Finished when every condition holds: the grade reaches the passing grade
 * (or the course has no graded item), attendance reaches the mandatory share
 * (or no lecture has been held), and no required item is left. Otherwise the
 * verdict lists each condition that fails, with where the member stands.
 */
export function passingVerdict(facts: CompletionFacts, criteria: PassingCriteria): PassingVerdict {
  const missing: MissingRequirement[] = [];
  const requiredGrade = criteria.passingGradePercentage * 100;
  if (facts.gradePercentage !== null && facts.gradePercentage + EPSILON < requiredGrade) {
    missing.push({ kind: 'GRADE', actual: round2(facts.gradePercentage), required: round2(requiredGrade) });
  }
  if (facts.lecturesHeld > 0) {
    // Compared in lectures, not in rounded percentages: 2 of 3 meets a 2/3 share exactly.
    const needed = criteria.mandatoryAttendancePercentage * facts.lecturesHeld;
    if (facts.lecturesAttended + EPSILON < needed) {
      missing.push({
        kind: 'ATTENDANCE',
        actual: round2((100 * facts.lecturesAttended) / facts.lecturesHeld),
        required: round2(criteria.mandatoryAttendancePercentage * 100),
        attended: facts.lecturesAttended,
        held: facts.lecturesHeld,
      });
    }
  }
  if (facts.itemsLeft > 0) missing.push({ kind: 'ITEMS', left: facts.itemsLeft });
  return missing.length === 0 ? { finished: true } : { finished: false, missing };
}
