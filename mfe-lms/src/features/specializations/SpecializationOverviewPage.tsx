import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { ERROR_CODES } from '@halaqa/contracts';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button, ButtonRow, MessageCard } from '@halaqa/ui';
import { ErrorState, failureCode } from '@halaqa/ui/pages';
import { CourseCard } from '../../course-ui/CourseCard';
import { HEADER_COVER_SIZES } from '@halaqa/contracts/src/media';
import { CourseCover } from '../../course-ui/CourseCover';
import { StatusBadges } from '../../course-ui/StatusBadges';
import { lmsPaths } from '../../definition';
import { PageFrame } from '../../layout/PageFrame';
import { EnrollmentBox } from '../../overview-ui/EnrollmentBox';
import { OverviewColumns, OverviewHeader } from '../../overview-ui/overview-layout';
import { OverviewSkeleton } from '../../overview-ui/OverviewSkeleton';
import { routeIdOf } from '../../route-id';
import { useEnrollInSpecialization, useSpecialization } from './api/specialization-queries';
import type { SpecializationOverview } from './api/types';

const Header = styled(OverviewHeader)`
  p { margin: 0 0 12px; line-height: 1.6; color: ${({ theme }) => theme.colors.muted}; }
`;

const About = styled.section`
  margin-block-end: 32px;
`;

/** The courses in their order: a numbered list whose numbers are drawn beside each card. */
const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  > li { display: grid; grid-template-columns: 40px minmax(0, 1fr); gap: 12px; counter-increment: step; }
  > li::before {
    content: counter(step);
    display: flex;
    align-items: center;
    justify-content: center;
    inline-size: 36px;
    block-size: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

/** /lms/specializations/{id}/overview: what it is, its courses in order, and enrolling in all of them. */
export function SpecializationOverviewPage({ params }: PageProps) {
  const id = routeIdOf(params.specializationId);
  return <PageFrame>{id === null ? <SpecializationNotFound /> : <Overview id={id} />}</PageFrame>;
}

function Overview({ id }: { id: number }) {
  const specialization = useSpecialization(id);
  if (specialization.isPending) return <OverviewSkeleton />;
  if (specialization.isError) {
    if (failureCode(specialization.error) === ERROR_CODES.NOT_FOUND) return <SpecializationNotFound />;
    return <ErrorState namespace="mfe-lms" error={specialization.error} onRetry={() => void specialization.refetch()} />;
  }
  return <Content specialization={specialization.data} />;
}

function Content({ specialization }: { specialization: SpecializationOverview }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const enroll = useEnrollInSpecialization(specialization.id);
  const count = specialization.courses.length;
  return (
    <>
      <Header>
        <CourseCover id={specialization.id} name={specialization.name} url={specialization.coverImageUrl} priority sizes={HEADER_COVER_SIZES} />
        <div>
          <StatusBadges item={specialization} />
          <h1 dir="auto">{specialization.name}</h1>
          {specialization.briefDescription && <p dir="auto">{specialization.briefDescription}</p>}
          <p>
            {t(`courseLanguage.${specialization.language}`)}
            {' · '}
            {t('specializations.courseCount', { count, formattedCount: numberFormat(i18n.language).format(count) })}
          </p>
        </div>
      </Header>
      <OverviewColumns>
        <aside>
          <EnrollmentBox
            state={specialization.enrollmentState}
            item={specialization}
            purchase={{ itemType: 'SPECIALIZATION', itemId: String(specialization.id), title: specialization.name }}
            enroll={{ run: () => enroll.mutate(), isPending: enroll.isPending, error: enroll.error }}
            testId="specialization-enrollment"
          />
        </aside>
        <div>
          {specialization.description && (
            <About aria-labelledby="specialization-about">
              <h2 id="specialization-about">{t('specializations.about')}</h2>
              <p className="text" dir="auto">{specialization.description}</p>
            </About>
          )}
          <section aria-labelledby="specialization-courses">
            <h2 id="specialization-courses">{t('specializations.courses')}</h2>
            {count === 0 ? <p>{t('specializations.noCourses')}</p> : (
              <Steps role="list" data-testid="specialization-courses">
                {specialization.courses.map((course) => <li key={course.id}><CourseCard course={course} /></li>)}
              </Steps>
            )}
          </section>
        </div>
      </OverviewColumns>
    </>
  );
}

function SpecializationNotFound() {
  const { t } = useTranslation('mfe-lms');
  return (
    <MessageCard data-testid="specialization-not-found">
      <h1>{t('specializations.notFoundTitle')}</h1>
      <p>{t('specializations.notFoundBody')}</p>
      <ButtonRow><Button as={Link} to={lmsPaths.specializations()}>{t('specializations.toAll')}</Button></ButtonRow>
    </MessageCard>
  );
}
