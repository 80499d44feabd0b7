import { directionOf, type Language } from '@halaqa/contracts';
import { dateTimeFormat, numberFormat } from '@halaqa/i18n';
import { warmUpRightToLeftStyles } from '@halaqa/ui';
import { nextTask } from './next-task';

/**
 * One-time costs of the first render, each paid here in a task of its own
 * before it, instead of inside a render that React cannot slice (a long task
 * on a phone, issue 10):
 * - a language's first Intl formatter loads that language's data (the first
 *   Arabic number formatter took 12 ms inside the catalogue's count); only
 *   for a first screen that loads data, since a form formats nothing;
 * - right to left, cssjanus compiles its regular expressions on the first
 *   rule it flips (15-20 ms).
 * The pages then find the formatters in @halaqa/i18n's cache and the
 * expressions compiled.
 */
export async function warmUpFirstScreen(language: Language, { formats }: { formats: boolean }): Promise<void> {
  if (formats) {
    await nextTask();
    numberFormat(language).format(1);
    await nextTask();
    dateTimeFormat(language, { dateStyle: 'medium' }).format(0);
  }
  if (directionOf(language) === 'rtl') {
    await nextTask();
    warmUpRightToLeftStyles();
  }
}
