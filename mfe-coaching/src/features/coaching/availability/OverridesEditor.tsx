import { useState } from 'react';
import { Formik } from 'formik';
import { array, boolean, object, string } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { useMutation, useQueryClient } from '@halaqa/query';
import { Button } from '@halaqa/ui';
import { FocusingForm, FormError, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { failureText } from '@halaqa/ui/pages';
import { deleteOverride, saveOverride } from '../../../api/coaching-calls';
import { coachingKeys } from '../../../api/coaching-queries';
import type { DateOverride, TimeRange } from '../../../api/coaching-types';
import { formatPlainDate } from '../ui/labels';
import { FormikCheckbox } from './FormikCheckbox';
import { RemovableList } from './RemovableList';
import { rangesSchema } from './hours-schema';
import { NEW_RANGE, RangesField } from './RangesField';

interface Values { date: string; unavailable: boolean; ranges: TimeRange[] }

const schema = object({
  date: string().required('mfe-coaching:form.required').matches(/^\d{4}-\d{2}-\d{2}$/, 'mfe-coaching:form.date'),
  unavailable: boolean().required(),
  ranges: array().when('unavailable', { is: false, then: () => rangesSchema }),
});

/** Dates that differ from the week: a day off, or special hours (PUT/DELETE provider-availability/overrides/{date}). */
export function OverridesEditor({ overrides }: { overrides: DateOverride[] }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: coachingKeys.availability });
  const remove = useMutation({ mutationFn: deleteOverride, onSuccess: refresh });
  const describe = (override: DateOverride) => (override.ranges.length === 0
    ? t('availability.dayOff')
    : override.ranges.map((range) => `${range.start}–${range.end}`).join(t('listSeparator')));
  return (
    <>
      {overrides.length === 0 ? <p>{t('availability.noOverrides')}</p> : (
        <RemovableList data-testid="overrides">
          {overrides.map((override) => (
            <li key={override.date}>
              <span>{formatPlainDate(override.date, i18n.language)}: <bdi dir="ltr">{describe(override)}</bdi></span>
              <Button type="button" $variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(override.date)}
                aria-label={t('availability.removeOverride', { date: formatPlainDate(override.date, i18n.language) })}>
                {t('availability.remove')}
              </Button>
            </li>
          ))}
        </RemovableList>
      )}
      {remove.error ? <FormError>{failureText(t, remove.error, 'mfe-coaching')}</FormError> : null}
      <Formik<Values>
        initialValues={{ date: '', unavailable: true, ranges: [{ ...NEW_RANGE }] }} validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            await saveOverride(values.date, values.unavailable ? [] : values.ranges);
            helpers.resetForm();
            await refresh();
          } catch (error) {
            setFailure(failureText(t, error, 'mfe-coaching'));
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <FocusingForm testId="override-form">
            <FormError>{failure}</FormError>
            <FormikTextField name="date" type="date" label={t('availability.overrideDate')} />
            <FormikCheckbox name="unavailable" label={t('availability.unavailableAllDay')} />
            {values.unavailable ? null : <RangesField name="ranges" label={t('availability.specialHours')} />}
            <SubmitButton saving={isSubmitting}>{t('availability.saveOverride')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
    </>
  );
}
