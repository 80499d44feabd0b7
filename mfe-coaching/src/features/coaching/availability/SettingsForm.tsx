import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Formik } from 'formik';
import { boolean, number, object, string } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { useQueryClient } from '@halaqa/query';
import { FocusingForm, FormError, FormikSelectField, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { failureText } from '@halaqa/ui/pages';
import { saveSettings } from '../../../api/coaching-calls';
import { coachingKeys } from '../../../api/coaching-queries';
import type { ProviderSettings } from '../../../api/coaching-types';
import { Notice } from '../ui/Facts';
import { FormikCheckbox } from './FormikCheckbox';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 0 16px;
`;

/** The zones the browser knows; the coach's own first when the browser does not list it (an alias). */
function zoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

const whole = (min: number, max: number) => number().typeError('mfe-coaching:form.number').required('mfe-coaching:form.required')
  .integer('mfe-coaching:form.number').min(min, `mfe-coaching:form.min|${min}`).max(max, `mfe-coaching:form.max|${max}`);

const schema = object({
  sessionDuration: whole(15, 240),
  mustBookInAdvance: boolean().required(),
  inAdvanceHours: whole(0, 720),
  enableFreeSession: boolean().required(),
  freeSessionDuration: whole(15, 240),
  enableCancellation: boolean().required(),
  cancellationMinimumHours: whole(0, 720),
  timeZone: string().required('mfe-coaching:form.required'),
  maximumFutureDays: whole(1, 365),
});

/** Session length, notice, the free session, the cancellation rule, the zone and how far ahead (PUT provider-settings). */
export function SettingsForm({ settings }: { settings: ProviderSettings }) {
  const { t } = useTranslation('mfe-coaching');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const zones = useMemo(() => zoneChoices(settings.timeZone).map((zone) => ({ value: zone, label: zone })), [settings.timeZone]);
  return (
    <Formik<ProviderSettings>
      initialValues={settings} validationSchema={schema} enableReinitialize
      onSubmit={async (values) => {
        setFailure(null);
        setSaved(false);
        try {
          const answer = await saveSettings(schema.cast(values) as ProviderSettings);
          queryClient.setQueryData(coachingKeys.settings, answer);
          setSaved(true);
        } catch (error) {
          setFailure(failureText(t, error, 'mfe-coaching'));
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <FocusingForm testId="settings-form">
          <FormError>{failure}</FormError>
          <Grid>
            <FormikTextField name="sessionDuration" type="number" min={15} max={240} label={t('availability.settings.sessionDuration')} />
            <FormikSelectField name="timeZone" label={t('availability.settings.timeZone')} options={zones} />
            <FormikTextField name="maximumFutureDays" type="number" min={1} max={365} label={t('availability.settings.maximumFutureDays')} />
          </Grid>
          <FormikCheckbox name="mustBookInAdvance" label={t('availability.settings.mustBookInAdvance')} />
          {values.mustBookInAdvance ? <FormikTextField name="inAdvanceHours" type="number" min={0} max={720} label={t('availability.settings.inAdvanceHours')} /> : null}
          <FormikCheckbox name="enableFreeSession" label={t('availability.settings.enableFreeSession')} testId="free-session" />
          {values.enableFreeSession ? <FormikTextField name="freeSessionDuration" type="number" min={15} max={240} label={t('availability.settings.freeSessionDuration')} /> : null}
          <FormikCheckbox name="enableCancellation" label={t('availability.settings.enableCancellation')} />
          {values.enableCancellation ? (
            <FormikTextField name="cancellationMinimumHours" type="number" min={0} max={720} label={t('availability.settings.cancellationMinimumHours')} />
          ) : null}
          {saved ? <Notice $tone="success" role="status">{t('availability.settingsSaved')}</Notice> : null}
          <SubmitButton saving={isSubmitting} data-testid="save-settings">{t('availability.saveSettings')}</SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}
