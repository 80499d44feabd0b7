import type { Language } from '@halaqa/contracts';
import { dateTimeFormat, numberFormat } from '@halaqa/i18n';
import { nextTask } from './next-task';

/**
 * A language's first Intl formatter loads that language's data. The first
 * Arabic number formatter took 12 ms on this machine, inside the render of
 * the catalogue's count: one component, a unit of work React cannot slice.
 * The formatters the first screens use (counts, course dates) are built here
 * instead, each in a task of its own before the first render. The pages then
 * find them ready in @halaqa/i18n's cache.
 */
export async function warmUpFormats(language: Language): Promise<void> {
  await nextTask();
  numberFormat(language).format(1);
  await nextTask();
  dateTimeFormat(language, { dateStyle: 'medium' }).format(0);
}
