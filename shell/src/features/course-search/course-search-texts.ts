import { addNamespace } from '@halaqa/i18n';
import en from '../../i18n/course-search.en.json';
import ar from '../../i18n/course-search.ar.json';
import { SHELL_NAMESPACE } from '../../i18n/shell-texts';

/**
 * The texts of the results list, added to the shell's namespace when the
 * search code loads: the shell's first load carries only the box's label.
 */
export function addCourseSearchTexts(): void {
  addNamespace(SHELL_NAMESPACE, { en, ar });
}
