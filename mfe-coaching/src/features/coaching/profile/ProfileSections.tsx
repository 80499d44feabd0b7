import type { Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import type { CoachProfile } from '../../../api/coaching-types';
import { Section } from '../ui/Facts';
import { formatPlainDate, languageName } from '../ui/labels';

/** The profile's background: positions, education, experience, certifications and languages (empty ones left out). */
export function ProfileSections({ coach }: { coach: CoachProfile }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const language = i18n.language as Language;
  const date = (value: string) => formatPlainDate(value, language);
  const years = (start: number | null, end: number | null) => (start || end ? ` (${[start, end].filter(Boolean).join('–')})` : '');
  return (
    <>
      {coach.positions.length > 0 ? (
        <Section aria-labelledby="coach-positions" data-testid="positions">
          <h2 id="coach-positions">{t('profile.positions')}</h2>
          <ul>
            {coach.positions.map((row) => (
              <li key={row.id}><bdi>{row.title}</bdi> — <bdi>{row.company}</bdi>{row.isCurrent ? ` · ${t('profile.current')}` : ''}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {coach.educations.length > 0 ? (
        <Section aria-labelledby="coach-education" data-testid="educations">
          <h2 id="coach-education">{t('profile.education')}</h2>
          <ul>
            {coach.educations.map((row) => (
              <li key={row.id}>
                {t(`enums.degree.${row.degree}`)}{row.fieldOfStudy ? <>, <bdi>{row.fieldOfStudy}</bdi></> : null} — <bdi>{row.school}</bdi>{years(row.startYear, row.endYear)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {coach.experiences.length > 0 ? (
        <Section aria-labelledby="coach-experience" data-testid="experiences">
          <h2 id="coach-experience">{t('profile.experience')}</h2>
          <ul>
            {coach.experiences.map((row) => (
              <li key={row.id}>
                <bdi>{row.title}</bdi> — <bdi>{row.company}</bdi> · {t(`enums.employment.${row.employmentType}`)} ·{' '}
                {t('profile.period', { from: date(row.startDate), to: row.endDate ? date(row.endDate) : t('profile.present') })}
                {row.description ? <p dir="auto">{row.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {coach.certifications.length > 0 ? (
        <Section aria-labelledby="coach-certifications" data-testid="certifications">
          <h2 id="coach-certifications">{t('profile.certifications')}</h2>
          <ul>
            {coach.certifications.map((row) => (
              <li key={row.id}>
                {row.credentialUrl ? <a href={row.credentialUrl} rel="noopener noreferrer" target="_blank"><bdi>{row.name}</bdi></a> : <bdi>{row.name}</bdi>}
                {' '}— <bdi>{row.issuer}</bdi> · {t(`enums.credential.${row.credentialType}`)} ·{' '}
                {row.doesNotExpire ? t('profile.noExpiry') : row.expiresOn ? t('profile.expires', { date: date(row.expiresOn) }) : t('profile.noExpiryGiven')}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {coach.languages.length > 0 ? (
        <Section aria-labelledby="coach-languages" data-testid="languages">
          <h2 id="coach-languages">{t('profile.languages')}</h2>
          <ul>
            {coach.languages.map((row) => (
              <li key={row.language}>{languageName(row.language, language)} — {t(`enums.proficiency.${row.proficiency}`)}</li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
