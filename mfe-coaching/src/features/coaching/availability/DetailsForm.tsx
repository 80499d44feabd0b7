import { useState } from 'react';
import { Formik } from 'formik';
import { boolean, number, object, string } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { useQueryClient } from '@halaqa/query';
import { FocusingForm, FormError, FormikSelectField, FormikTextArea, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { failureText, toMajorUnits, toMinorUnits } from '@halaqa/ui/pages';
import { changeMyDetails } from '../../../api/coaching-calls';
import { coachingKeys, useFilterOptions } from '../../../api/coaching-queries';
import type { MyCoachProfile } from '../../../api/coaching-types';
import { Notice } from '../ui/Facts';
import { FormikCheckbox } from './FormikCheckbox';

interface Values {
  headlineEn: string; headlineAr: string; aboutEn: string; aboutAr: string;
  /** '' for none (a select's value). */
  specialtyId: string;
  /** Riyals, as typed. */
  price: number | '';
  isListed: boolean;
}

const text = (max: number) => string().max(max, `mfe-coaching:form.tooLong|${max}`);
const schema = object({
  headlineEn: text(160), headlineAr: text(160), aboutEn: text(4000), aboutAr: text(4000),
  specialtyId: string(),
  price: number().typeError('mfe-coaching:form.number').required('mfe-coaching:form.required').min(0, 'mfe-coaching:form.min|0').max(100_000, 'mfe-coaching:form.max|100000'),
  isListed: boolean().required(),
});

/** The profile's own texts in both languages, the specialty, the price and whether the directory lists it (PATCH coaches/me/details). */
export function DetailsForm({ profile }: { profile: MyCoachProfile }) {
  const { t } = useTranslation('mfe-coaching');
  const queryClient = useQueryClient();
  const options = useFilterOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const specialties = [...(options.data?.specialties ?? []), ...(profile.specialty ? [profile.specialty] : [])]
    .filter((specialty, index, all) => all.findIndex((other) => other.id === specialty.id) === index)
    .map((specialty) => ({ value: String(specialty.id), label: specialty.name }));
  const initial: Values = {
    headlineEn: profile.headlineEn, headlineAr: profile.headlineAr, aboutEn: profile.aboutEn, aboutAr: profile.aboutAr,
    specialtyId: profile.specialtyId === null ? '' : String(profile.specialtyId),
    price: toMajorUnits(profile.price, 'SAR'), isListed: profile.isListed,
  };
  return (
    <Formik<Values>
      initialValues={initial} validationSchema={schema} enableReinitialize
      onSubmit={async (values) => {
        setFailure(null);
        setSaved(false);
        try {
          const answer = await changeMyDetails({
            headlineEn: values.headlineEn.trim(), headlineAr: values.headlineAr.trim(), aboutEn: values.aboutEn.trim(), aboutAr: values.aboutAr.trim(),
            specialtyId: values.specialtyId ? Number(values.specialtyId) : null,
            price: toMinorUnits(Number(values.price), 'SAR'), isListed: values.isListed,
          });
          queryClient.setQueryData(coachingKeys.me, answer);
          setSaved(true);
        } catch (error) {
          setFailure(failureText(t, error, 'mfe-coaching'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FocusingForm testId="details-form">
          <FormError>{failure}</FormError>
          <FormikTextField name="headlineEn" label={t('availability.details.headlineEn')} lang="en" dir="ltr" maxLength={160} optional />
          <FormikTextField name="headlineAr" label={t('availability.details.headlineAr')} lang="ar" dir="rtl" maxLength={160} optional />
          <FormikTextArea name="aboutEn" label={t('availability.details.aboutEn')} lang="en" dir="ltr" maxLength={4000} optional />
          <FormikTextArea name="aboutAr" label={t('availability.details.aboutAr')} lang="ar" dir="rtl" maxLength={4000} optional />
          <FormikSelectField name="specialtyId" label={t('availability.details.specialty')} options={specialties} optional />
          <FormikTextField name="price" type="number" min={0} step="0.01" label={t('availability.details.price')} />
          <FormikCheckbox name="isListed" label={t('availability.details.isListed')} />
          {saved ? <Notice $tone="success" role="status">{t('availability.detailsSaved')}</Notice> : null}
          <SubmitButton saving={isSubmitting} data-testid="save-details">{t('availability.saveDetails')}</SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}
