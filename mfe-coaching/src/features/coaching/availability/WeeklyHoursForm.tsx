import { useState } from 'react';
import styled from 'styled-components';
import { Formik } from 'formik';
import { array, object } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { useQueryClient } from '@halaqa/query';
import { FocusingForm, FormError, SubmitButton } from '@halaqa/ui/forms';
import { failureText } from '@halaqa/ui/pages';
import { saveWeek } from '../../../api/coaching-calls';
import { coachingKeys } from '../../../api/coaching-queries';
import type { Availability, WeekdayHours } from '../../../api/coaching-types';
import { Notice } from '../ui/Facts';
import { rangesSchema } from './hours-schema';
import { RangesField } from './RangesField';
import { WEEKDAYS, weekdayName } from './weekday-names';

const Day = styled.fieldset`
  margin: 0 0 16px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  legend { font-weight: 700; padding-inline: 4px; }
`;

interface Values { days: WeekdayHours[] }

const schema = object({ days: array(object({ ranges: rangesSchema })).required() });

/** Every weekday, open or not, with its ranges in order. */
const valuesOf = (availability: Availability): Values => ({
  days: WEEKDAYS.map((weekday) => ({
    weekday,
    ranges: [...(availability.businessHours.find((day) => day.weekday === weekday)?.ranges ?? [])].sort((a, b) => a.start.localeCompare(b.start)),
  })),
});

/** The week's hours in the coach's zone, several ranges a day, saved as a whole week (PUT provider-availability/bulk). */
export function WeeklyHoursForm({ availability }: { availability: Availability }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Formik<Values>
      initialValues={valuesOf(availability)} validationSchema={schema} enableReinitialize
      onSubmit={async (values) => {
        setFailure(null);
        setSaved(false);
        try {
          await saveWeek(values.days.filter((day) => day.ranges.length > 0));
          setSaved(true);
          await queryClient.invalidateQueries({ queryKey: coachingKeys.availability });
        } catch (error) {
          setFailure(failureText(t, error, 'mfe-coaching'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FocusingForm testId="weekly-hours-form">
          <FormError>{failure}</FormError>
          {WEEKDAYS.map((weekday, index) => (
            <Day key={weekday}>
              <legend>{weekdayName(weekday, i18n.language)}</legend>
              <RangesField name={`days.${index}.ranges`} label={weekdayName(weekday, i18n.language)} />
            </Day>
          ))}
          {saved ? <Notice $tone="success" role="status" data-testid="hours-saved">{t('availability.hoursSaved')}</Notice> : null}
          <SubmitButton saving={isSubmitting} data-testid="save-hours">{t('availability.saveHours')}</SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}
