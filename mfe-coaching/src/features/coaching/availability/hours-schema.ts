import { array, object, string } from 'yup';
import type { TimeRange } from '../../../api/coaching-types';

// Messages are i18n keys of mfe-coaching, so they follow a language switch.

const START = /^([01]\d|2[0-3]):[0-5]\d$/;
const END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** "09:30" as minutes from midnight. */
const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Whether ranges of one day overlap (touching ends are fine: end is exclusive). */
export function overlaps(ranges: readonly TimeRange[]): boolean {
  const valid = ranges.filter((range) => START.test(range.start) && END.test(range.end))
    .map((range) => [minutesOf(range.start), minutesOf(range.end)] as const)
    .sort((a, b) => a[0] - b[0]);
  return valid.some(([start], index) => index > 0 && start < valid[index - 1]![1]);
}

const rangeSchema = object({
  start: string().required('mfe-coaching:form.required').matches(START, 'mfe-coaching:form.time'),
  end: string().required('mfe-coaching:form.required').matches(END, 'mfe-coaching:form.time')
    .test('after-start', 'mfe-coaching:form.endAfterStart', function endAfterStart(end) {
      const { start } = this.parent as TimeRange;
      return !end || !START.test(start) || !END.test(end) || minutesOf(end) > minutesOf(start);
    }),
});

export const rangesSchema = array(rangeSchema).required().test('no-overlap', 'mfe-coaching:form.overlap', (ranges) => !overlaps(ranges ?? []));
