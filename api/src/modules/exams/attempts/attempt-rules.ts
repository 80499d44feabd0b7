import { ERROR_CODES } from '@halaqa/contracts';

/**
 * The attempt rules (docs/design/exams-api.md "Attempt rules"), pure: the
 * landing shows what they say, start refuses with their codes, the server
 * clock and the navigation are judged here.
 */

const MINUTE = 60_000;

export interface RetakeSettings {
  allowRetake: boolean;
  /** With allowRetake; null: unlimited. */
  maxAttempts: number | null;
  retakeIntervalInMinutes: number | null;
}

export interface PastAttempt {
  status: string;
  isInstructorAttempt: boolean;
  finishedAt: Date | null;
}

/** Attempts a member may make: one without retakes, else maxAttempts (null: unlimited). */
export const attemptLimitOf = (settings: RetakeSettings): number | null => (settings.allowRetake ? settings.maxAttempts : 1);

/** CANCELLED attempts were given back; an instructor's are previews: neither uses one. */
export const usesAnAttempt = (attempt: PastAttempt) => attempt.status !== 'CANCELLED' && !attempt.isInstructorAttempt;

/** When the next attempt may start: the latest finished (used) attempt's end plus the interval; null when nothing waits. */
function nextAttemptAtOf(settings: RetakeSettings, attempts: readonly PastAttempt[]): Date | null {
  const interval = settings.retakeIntervalInMinutes ?? 0;
  if (!settings.allowRetake || interval <= 0) return null;
  const latest = attempts.filter(usesAnAttempt).reduce<number | null>((max, attempt) => {
    const at = attempt.finishedAt?.getTime() ?? null;
    return at !== null && (max === null || at > max) ? at : max;
  }, null);
  return latest === null ? null : new Date(latest + interval * MINUTE);
}

export interface AttemptAllowance {
  used: number;
  /** null: unlimited. */
  left: number | null;
  refusal: { code: typeof ERROR_CODES.EXAM_NO_ATTEMPTS_LEFT | typeof ERROR_CODES.EXAM_RETAKE_NOT_YET; message: string } | null;
  nextAttemptAt: Date | null;
}

/**
 * Whether a member may start another attempt now. Instructors' attempts are
 * never limited (they do not count). An open attempt is not judged here:
 * start answers it instead of making a new one.
 */
export function attemptAllowance(settings: RetakeSettings, attempts: readonly PastAttempt[], now: Date, isInstructor: boolean): AttemptAllowance {
  const used = attempts.filter(usesAnAttempt).length;
  const limit = attemptLimitOf(settings);
  const left = limit === null ? null : Math.max(0, limit - used);
  if (isInstructor) return { used, left, refusal: null, nextAttemptAt: null };
  if (left === 0) {
    return { used, left, refusal: { code: ERROR_CODES.EXAM_NO_ATTEMPTS_LEFT, message: `No attempt left: ${used} of ${limit} used` }, nextAttemptAt: null };
  }
  const nextAttemptAt = nextAttemptAtOf(settings, attempts);
  if (nextAttemptAt && nextAttemptAt.getTime() > now.getTime()) {
    return {
      used, left, nextAttemptAt,
      refusal: { code: ERROR_CODES.EXAM_RETAKE_NOT_YET, message: `The next attempt opens at ${nextAttemptAt.toISOString()}` },
    };
  }
  return { used, left, refusal: null, nextAttemptAt: null };
}

export interface OpenFacts {
  hasPublishDate: boolean;
  publishDate: Date | null;
  availableFrom: Date | null;
  availableTo: Date | null;
}

/** Why a member cannot take the exam now (403 exm-001), or null: before its publish date or outside its window. */
export function notOpenReason(facts: OpenFacts, now: Date): string | null {
  const at = now.getTime();
  if (facts.hasPublishDate && facts.publishDate && at < facts.publishDate.getTime()) return `The exam opens at ${facts.publishDate.toISOString()}`;
  if (facts.availableFrom && at < facts.availableFrom.getTime()) return `The exam is available from ${facts.availableFrom.toISOString()}`;
  if (facts.availableTo && at >= facts.availableTo.getTime()) return `The exam closed at ${facts.availableTo.toISOString()}`;
  return null;
}

/**
 * The attempt's deadline, fixed at start: startedAt plus the time limit, or
 * the subsection's availableTo when that comes first (an untimed attempt
 * still ends when the exam closes); null when neither applies.
 */
export function deadlineOf(startedAt: Date, timeLimitInMinutes: number | null, availableTo: Date | null): Date | null {
  const byLimit = timeLimitInMinutes && timeLimitInMinutes > 0 ? startedAt.getTime() + timeLimitInMinutes * MINUTE : null;
  const byWindow = availableTo && availableTo.getTime() > startedAt.getTime() ? availableTo.getTime() : null;
  const candidates = [byLimit, byWindow].filter((value): value is number => value !== null);
  return candidates.length ? new Date(Math.min(...candidates)) : null;
}

/** Whether the attempt still takes answers at `now`: open and before its deadline. */
export const takesAnswers = (attempt: { status: string; deadlineAt: Date | null }, now: Date) =>
  attempt.status === 'IN_PROGRESS' && (attempt.deadlineAt === null || now.getTime() < attempt.deadlineAt.getTime());

export interface Navigation {
  oneQuestionAtATime: boolean;
  multiDirectional: boolean;
  /** The page shown last. */
  currentPosition: number;
  pageCount: number;
}

/**
 * Whether the member may be shown `page`. All at once, or one at a time
 * with multi-directional navigation: any page. One at a time without it:
 * the page shown or the next one (they can never go back).
 */
export function mayShowPage(navigation: Navigation, page: number): boolean {
  if (!Number.isInteger(page) || page < 0 || page >= navigation.pageCount) return false;
  if (!navigation.oneQuestionAtATime || navigation.multiDirectional) return true;
  return page === navigation.currentPosition || page === navigation.currentPosition + 1;
}

/**
 * Whether an answer to a question of `page` is taken: one at a time without
 * multi-directional navigation, only on the page shown (an earlier page is
 * behind the member, a later one not shown yet).
 */
export function mayAnswerOnPage(navigation: Omit<Navigation, 'pageCount'>, page: number): boolean {
  if (!navigation.oneQuestionAtATime || navigation.multiDirectional) return true;
  return page === navigation.currentPosition;
}
