import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import type { MyCourse } from './my-courses-query';
import { usePinCourse } from './use-pin-course';

const Toggle = styled(Button)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const PIN_PATH = 'M9 3h6M10 3v6l-3 4h10l-3-4V3M12 13v8';

/** Pins a course to the top of my courses (a toggle: aria-pressed says whether it is pinned). */
export function PinToggle({ course }: { course: MyCourse }) {
  const { t } = useTranslation('mfe-lms');
  const pin = usePinCourse(course);
  return (
    <Toggle
      type="button"
      $variant="ghost"
      aria-pressed={course.isPinned}
      aria-label={t('myCourses.pinLabel', { name: course.name })}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus while the call runs.
      aria-disabled={pin.isPending || undefined}
      onClick={() => { if (!pin.isPending) pin.mutate(!course.isPinned); }}
      data-testid="pin-toggle"
    >
      <svg width={18} height={18} viewBox="0 0 24 24" fill={course.isPinned ? 'currentColor' : 'none'} stroke="currentColor"
        strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={PIN_PATH} />
      </svg>
      {t(course.isPinned ? 'myCourses.pinned' : 'myCourses.pin')}
    </Toggle>
  );
}
