import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { formatDateRange } from '../../../format/dates';
import { formatDuration } from '../../../format/duration';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import type { PlayerChildProps } from '../player-child';
import { shareText } from '../share-text';

const Page = styled.div`
  section { margin-block-end: 24px; }
  h2 { font-size: 1.2rem; margin: 0 0 8px; }
  p { margin: 0; line-height: 1.7; white-space: pre-line; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
  ul.people { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; padding: 0; list-style: none; font-weight: 600; }
`;

const DURATION_UNITS = ['HOURS', 'DAYS', 'WEEKS', 'MONTHS'] as const;
/** The course's duration unit, when it is one this page can write. */
const durationUnitOf = (unit: string | null) => DURATION_UNITS.find((known) => known === unit) ?? null;

/** information: what the course is and what it takes to pass it. */
export function InformationPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { course } = usePlayer();
  const facts: Array<[string, string | null]> = [
    [t('player.information.dates'), formatDateRange(course.startDate, course.endDate, language)],
    [t('player.information.duration'), formatDuration(course.duration, durationUnitOf(course.durationUnit), language)],
    [t('player.information.language'), t(`courseLanguage.${course.language}`)],
    [t('player.information.learningTypes'), course.learningTypes.map((type) => type.name).join(t('overview.listSeparator')) || null],
    [t('player.information.passingGrade'), shareText(course.passingGradePercentage, language)],
    [t('player.information.mandatoryAttendance'), shareText(course.mandatoryAttendancePercentage, language)],
  ];
  return (
    <Page data-testid="course-information">
      <PlayerHeading>{title ?? t('pages.courseInformation')}</PlayerHeading>
      {course.welcomeMessage && (
        <section aria-labelledby="welcome-title">
          <h2 id="welcome-title">{t('overview.welcome')}</h2>
          <p dir="auto">{course.welcomeMessage}</p>
        </section>
      )}
      {course.description && (
        <section aria-labelledby="description-title">
          <h2 id="description-title">{t('overview.about')}</h2>
          <p dir="auto">{course.description}</p>
        </section>
      )}
      {course.instructors.length > 0 && (
        <section aria-labelledby="instructors-title">
          <h2 id="instructors-title">{t('overview.instructors')}</h2>
          <ul className="people">{course.instructors.map((person) => <li key={person.id} dir="auto">{person.name}</li>)}</ul>
        </section>
      )}
      <section aria-labelledby="facts-title">
        <h2 id="facts-title">{t('player.information.facts')}</h2>
        <dl data-testid="information-facts">
          {facts.filter(([, value]) => value).map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      </section>
    </Page>
  );
}
