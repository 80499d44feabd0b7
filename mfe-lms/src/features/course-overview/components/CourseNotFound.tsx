import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button, ButtonRow, MessageCard } from '@halaqa/ui';
import { lmsPaths } from '../../../definition';

/** A course that is not in this organization's catalogue (req-002), with the way back to the catalogue. */
export function CourseNotFound() {
  const { t } = useTranslation('mfe-lms');
  return (
    <MessageCard data-testid="course-not-found">
      <h1>{t('overview.notFoundTitle')}</h1>
      <p>{t('overview.notFoundBody')}</p>
      <ButtonRow>
        <Button as={Link} to={lmsPaths.allCourses()}>{t('overview.toAllCourses')}</Button>
      </ButtonRow>
    </MessageCard>
  );
}
