import { useMemo, useState } from 'react';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { useMutation, useQueryClient } from '@halaqa/query';
import { Button } from '@halaqa/ui';
import { FocusingForm, FormError, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { failureText, QueryStates } from '@halaqa/ui/pages';
import { addDisabledSlot, deleteDisabledSlot } from '../../../api/coaching-calls';
import { useDisabledSlots } from '../../../api/coaching-queries';
import { formatWhen } from '../ui/time';
import { RemovableList } from './RemovableList';

/** The periods listed: from now for the API's longest range. */
const LIST_DAYS = 62;

interface Values { startsAt: string; endsAt: string; reason: string }

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const schema = object({
  startsAt: string().required('mfe-coaching:form.required').matches(LOCAL, 'mfe-coaching:form.dateTime'),
  endsAt: string().required('mfe-coaching:form.required').matches(LOCAL, 'mfe-coaching:form.dateTime')
    .test('after', 'mfe-coaching:form.endAfterStart', function after(end) {
      const { startsAt } = this.parent as Values;
      return !end || !startsAt || new Date(end) > new Date(startsAt);
    }),
  reason: string().max(200, 'mfe-coaching:form.tooLong|200'),
});

/** Periods the coach takes off (holidays, a trip): no slots inside them; bookings already made stay. */
export function DisabledPeriods() {
  const { t, i18n } = useTranslation('mfe-coaching');
  const queryClient = useQueryClient();
  const range = useMemo(() => {
    const now = new Date();
    return { from: now.toISOString(), until: new Date(now.getTime() + LIST_DAYS * 86_400_000).toISOString() };
  }, []);
  const periods = useDisabledSlots(range);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['coaching', 'disabled'] });
  const remove = useMutation({ mutationFn: deleteDisabledSlot, onSuccess: refresh });
  return (
    <>
      <QueryStates query={periods} namespace="mfe-coaching">
        {(answer) => (answer.data.length === 0 ? <p>{t('availability.noPeriods')}</p> : (
          <RemovableList data-testid="disabled-periods">
            {answer.data.map((period) => (
              <li key={period.id}>
                <span>
                  {t('availability.period', { from: formatWhen(period.startsAt, i18n.language), to: formatWhen(period.endsAt, i18n.language) })}
                  {period.reason ? <> — <bdi>{period.reason}</bdi></> : null}
                </span>
                <Button type="button" $variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(period.id)}
                  aria-label={t('availability.removePeriod', { from: formatWhen(period.startsAt, i18n.language) })}>
                  {t('availability.remove')}
                </Button>
              </li>
            ))}
          </RemovableList>
        ))}
      </QueryStates>
      {remove.error ? <FormError>{failureText(t, remove.error, 'mfe-coaching')}</FormError> : null}
      <Formik<Values>
        initialValues={{ startsAt: '', endsAt: '', reason: '' }} validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            // datetime-local values are the member's local wall-clock times: Date reads them so.
            await addDisabledSlot({
              startsAt: new Date(values.startsAt).toISOString(), endsAt: new Date(values.endsAt).toISOString(),
              ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
            });
            helpers.resetForm();
            await refresh();
          } catch (error) {
            setFailure(failureText(t, error, 'mfe-coaching'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FocusingForm testId="disabled-period-form">
            <FormError>{failure}</FormError>
            <FormikTextField name="startsAt" type="datetime-local" label={t('availability.periodFrom')} />
            <FormikTextField name="endsAt" type="datetime-local" label={t('availability.periodTo')} />
            <FormikTextField name="reason" label={t('availability.periodReason')} optional maxLength={200} />
            <SubmitButton saving={isSubmitting}>{t('availability.addPeriod')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
    </>
  );
}
