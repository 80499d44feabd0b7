import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { EmptyState, PageFrame, QueryStates } from '@halaqa/ui/pages';
import { useAvailability, useMyCoachProfile, useSettings } from '../../../api/coaching-queries';
import type { MyCoachProfile, RowKind } from '../../../api/coaching-types';
import { coachingPaths } from '../../../definition';
import { zoneLabel } from '../ui/time';
import { DetailsForm } from './DetailsForm';
import { DisabledPeriods } from './DisabledPeriods';
import { OverridesEditor } from './OverridesEditor';
import { RowsEditor } from './RowsEditor';
import { SettingsForm } from './SettingsForm';
import { WeeklyHoursForm } from './WeeklyHoursForm';

const Part = styled.section`
  margin-block: 32px;
  > h2 { font-size: 1.25rem; margin: 0 0 8px; }
  > h3 { font-size: 1.05rem; margin: 20px 0 8px; }
  > p { color: ${({ theme }) => theme.colors.muted}; margin: 0 0 12px; }
`;

const ROW_KINDS: readonly RowKind[] = ['positions', 'educations', 'experiences', 'certifications', 'languages'];

function CoachEditor({ profile }: { profile: MyCoachProfile }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const settings = useSettings();
  const availability = useAvailability();
  return (
    <>
      <p><Link to={coachingPaths.coachProfile(profile.id)}>{t('availability.seeProfile')}</Link></p>
      <Part aria-labelledby="hours-title">
        <h2 id="hours-title">{t('availability.hoursTitle')}</h2>
        <p>{t('availability.hoursZone', { zone: zoneLabel(settings.data?.timeZone ?? profile.timeZone, i18n.language) })}</p>
        <QueryStates query={availability} namespace="mfe-coaching">{(data) => <WeeklyHoursForm availability={data} />}</QueryStates>
      </Part>
      <Part aria-labelledby="overrides-title">
        <h2 id="overrides-title">{t('availability.overridesTitle')}</h2>
        <QueryStates query={availability} namespace="mfe-coaching">{(data) => <OverridesEditor overrides={data.overrides} />}</QueryStates>
      </Part>
      <Part aria-labelledby="periods-title">
        <h2 id="periods-title">{t('availability.periodsTitle')}</h2>
        <p>{t('availability.periodsNote')}</p>
        <DisabledPeriods />
      </Part>
      <Part aria-labelledby="settings-title">
        <h2 id="settings-title">{t('availability.settingsTitle')}</h2>
        <QueryStates query={settings} namespace="mfe-coaching">{(data) => <SettingsForm settings={data} />}</QueryStates>
      </Part>
      <Part aria-labelledby="profile-title">
        <h2 id="profile-title">{t('availability.profileTitle')}</h2>
        <DetailsForm profile={profile} />
        {ROW_KINDS.map((kind) => (
          <Part key={kind} aria-labelledby={`rows-${kind}-title`}>
            <h3 id={`rows-${kind}-title`}>{t(`availability.rows.title.${kind}`)}</h3>
            <RowsEditor kind={kind} rows={profile[kind]} />
          </Part>
        ))}
      </Part>
    </>
  );
}

/** /coaching/availability: a coach's hours, days off, settings and profile; others are told it is for coaches. */
export function AvailabilityPage({ title }: PageProps) {
  const { t } = useTranslation('mfe-coaching');
  const me = useMyCoachProfile();
  return (
    <PageFrame title={title ?? t('pages.availability')} testId="availability-page">
      <QueryStates query={me} namespace="mfe-coaching">
        {(profile) => (profile === null ? (
          <EmptyState action={<Link to={coachingPaths.coaches()}>{t('profile.toDirectory')}</Link>}>
            <span data-testid="coaches-only">{t('availability.coachesOnly')}</span>
          </EmptyState>
        ) : <CoachEditor profile={profile} />)}
      </QueryStates>
    </PageFrame>
  );
}
