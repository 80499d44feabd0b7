import type { ExamSettings } from './dto';

/** A new exam's settings (the table's defaults; spec section 9: passing score 50, grading LATEST). */
export const DEFAULT_SETTINGS: ExamSettings = {
  numberOfQuestions: null,
  hasTimeLimit: false,
  timeLimitInMinutes: null,
  hasPassingScore: false,
  passingScorePercentage: 50,
  hasPublishDate: false,
  publishDate: null,
  multiDirectional: true,
  oneQuestionAtATime: false,
  shuffleQuestions: false,
  shuffleAnswers: false,
  showCorrectAnswerInstantly: false,
  showCorrectAnswerOnReview: true,
  showResultAtEnd: true,
  allowRetake: false,
  maxAttempts: null,
  retakeIntervalInMinutes: null,
  gradingMethod: 'LATEST',
  isCheatDetectionEnabled: false,
};

type SettingsVerdict = { ok: true; settings: ExamSettings } | { ok: false; field: keyof ExamSettings; problem: string };

/** A value that only means something when its switch is on. */
const DEPENDENTS: ReadonlyArray<{ field: keyof ExamSettings; switch: 'hasTimeLimit' | 'hasPublishDate' | 'allowRetake' }> = [
  { field: 'timeLimitInMinutes', switch: 'hasTimeLimit' },
  { field: 'publishDate', switch: 'hasPublishDate' },
  { field: 'maxAttempts', switch: 'allowRetake' },
  { field: 'retakeIntervalInMinutes', switch: 'allowRetake' },
];

/**
 * The settings an exam ends up with: the stored ones (or the defaults) with
 * the change applied, checked as a whole. A switch that is on needs its
 * value (a time limit above 0, a publish date); a value sent while its
 * switch is off is a contradiction and refused; a switch turned off clears
 * the values it governed, so they do not come back when it is turned on.
 * Pure: the exam calls answer a refusal with 400 exm-008 naming the field.
 */
export function settleSettings(current: ExamSettings, change: Partial<ExamSettings>): SettingsVerdict {
  const next: ExamSettings = { ...current, ...definedOnly(change) };
  for (const { field, switch: on } of DEPENDENTS) {
    if (next[on]) continue;
    const sent = change[field];
    if (sent !== undefined && sent !== null) return { ok: false, field, problem: `${field} is only taken with ${on}` };
    (next as Record<string, unknown>)[field] = null;
  }
  if (next.hasTimeLimit && !(typeof next.timeLimitInMinutes === 'number' && next.timeLimitInMinutes > 0)) {
    return { ok: false, field: 'timeLimitInMinutes', problem: 'timeLimitInMinutes must be above 0 when hasTimeLimit is on' };
  }
  if (next.hasPublishDate && !next.publishDate) {
    return { ok: false, field: 'publishDate', problem: 'publishDate is required when hasPublishDate is on' };
  }
  return { ok: true, settings: next };
}

function definedOnly(change: Partial<ExamSettings>): Partial<ExamSettings> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<ExamSettings>;
}
