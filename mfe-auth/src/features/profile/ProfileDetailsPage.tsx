import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Formik } from 'formik';
import { number, object, string } from 'yup';
import { useQueryClient } from '@halaqa/query';
import { bus } from '@halaqa/bus';
import { isLanguage, type Language } from '@halaqa/contracts';
import { changeLanguage, useTranslation } from '@halaqa/i18n';
import { FocusingForm, FormError, FormikSelectField, FormikTextField, lazySchema, SubmitButton } from '@halaqa/ui/forms';
import { QueryStates } from '../../auth-ui/PageStates';
import { REQUIRED } from '../../forms/validation';
import { errorText } from '../../session/error-text';
import { labelIn } from '../../registration-fields/registration-field';
import { useRegistrationFields } from '../../registration-fields/registration-fields-query';
import { saveProfile, useProfile, type PatchUserBody, type UserProfile } from '../../user-profile/profile-query';
import { ProfileLayout } from './ProfileTabs';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  column-gap: 16px;
`;

const Section = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-inline-size: 0;
  legend { font-weight: 700; font-size: 1.05rem; padding: 0; margin-block-end: 12px; }
`;

const ReadOnlyList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`;

/** The editable text fields of PATCH user, in the order the form shows them. */
const TEXT_FIELDS = ['firstName', 'lastName', 'arFirstName', 'arLastName', 'occupation', 'position', 'workPlace', 'specialty', 'academicLevel', 'country', 'city', 'linkedIn'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

type Values = Record<TextFieldName, string> & { about: string; yearsOfExperience: string; gender: string; preferredLanguage: Language };

const tooLong = 'mfe-auth:validation.tooLong';
const schema = lazySchema(() => object({
  firstName: string().trim().required(REQUIRED).max(100, tooLong),
  lastName: string().trim().required(REQUIRED).max(100, tooLong),
  arFirstName: string().trim().max(100, tooLong),
  arLastName: string().trim().max(100, tooLong),
  occupation: string().trim().max(100, tooLong),
  position: string().trim().max(100, tooLong),
  workPlace: string().trim().max(200, tooLong),
  specialty: string().trim().max(100, tooLong),
  academicLevel: string().trim().max(100, tooLong),
  country: string().trim().max(100, tooLong),
  city: string().trim().max(100, tooLong),
  linkedIn: string().trim().max(300, tooLong).url('mfe-auth:validation.url'),
  about: string().trim().max(2000, tooLong),
  yearsOfExperience: number().transform((value, raw) => (raw === '' ? undefined : value)).typeError('mfe-auth:validation.wholeNumber')
    .integer('mfe-auth:validation.wholeNumber').min(0, 'mfe-auth:validation.wholeNumber').max(80, 'mfe-auth:validation.wholeNumber'),
  gender: string().oneOf(['', 'male', 'female']),
  preferredLanguage: string().oneOf(['en', 'ar']).required(REQUIRED),
}));

function toValues(profile: UserProfile): Values {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, profile[name] ?? ''])) as Record<TextFieldName, string>;
  return {
    ...text,
    about: profile.about ?? '',
    yearsOfExperience: profile.yearsOfExperience === null ? '' : String(profile.yearsOfExperience),
    gender: profile.gender ?? '',
    preferredLanguage: profile.preferredLanguage,
  };
}

function toBody(values: Values): PatchUserBody {
  const blankToNull = (value: string) => value.trim() || null;
  const body: PatchUserBody = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    about: blankToNull(values.about),
    yearsOfExperience: values.yearsOfExperience.trim() === '' ? null : Number(values.yearsOfExperience),
    gender: blankToNull(values.gender),
    preferredLanguage: values.preferredLanguage,
  };
  for (const name of TEXT_FIELDS) if (name !== 'firstName' && name !== 'lastName') body[name] = blankToNull(values[name]);
  return body;
}

/** /profile/details: the member's own profile. */
export function ProfileDetailsPage() {
  const profile = useProfile();
  return (
    <ProfileLayout>
      <QueryStates query={profile}>{(data) => <DetailsForm profile={data} />}</QueryStates>
    </ProfileLayout>
  );
}

function DetailsForm({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation(['mfe-auth', 'common']);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = useMemo(() => toValues(profile), [profile]);

  async function submit(values: Values) {
    setFailure(null);
    try {
      const saved = await saveProfile(queryClient, toBody(values));
      if (saved.preferredLanguage !== i18n.language && isLanguage(saved.preferredLanguage)) {
        await changeLanguage(saved.preferredLanguage);
        bus.emit('language.changed', { language: saved.preferredLanguage });
      }
      bus.emit('toast', { type: 'success', message: t('profile.saved') });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  }

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <FocusingForm testId="profile-details-form">
          <FormError>{failure}</FormError>
          <Section>
            <legend>{t('profile.nameGroup')}</legend>
            <Grid>
              <FormikTextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
              <FormikTextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
              <FormikTextField name="arFirstName" label={t('fields.arFirstName')} optional lang="ar" dir="rtl" />
              <FormikTextField name="arLastName" label={t('fields.arLastName')} optional lang="ar" dir="rtl" />
            </Grid>
          </Section>
          <Section>
            <legend>{t('profile.aboutGroup')}</legend>
            <FormikTextField name="about" label={t('fields.about')} optional />
            <Grid>
              <FormikTextField name="occupation" label={t('fields.occupation')} optional />
              <FormikTextField name="position" label={t('fields.position')} optional />
              <FormikTextField name="workPlace" label={t('fields.workPlace')} optional />
              <FormikTextField name="specialty" label={t('fields.specialty')} optional />
              <FormikTextField name="academicLevel" label={t('fields.academicLevel')} optional />
              <FormikTextField name="yearsOfExperience" label={t('fields.yearsOfExperience')} optional inputMode="numeric" />
              <FormikSelectField name="gender" label={t('fields.gender')} optional
                options={[{ value: 'male', label: t('gender.male') }, { value: 'female', label: t('gender.female') }]} />
              <FormikTextField name="country" label={t('fields.country')} optional autoComplete="country-name" />
              <FormikTextField name="city" label={t('fields.city')} optional autoComplete="address-level2" />
              <FormikTextField name="linkedIn" label={t('fields.linkedIn')} optional type="url" dir="ltr" />
              <FormikSelectField name="preferredLanguage" label={t('fields.preferredLanguage')}
                options={[{ value: 'en', label: t('languages.en') }, { value: 'ar', label: t('languages.ar') }]} />
            </Grid>
          </Section>
          <ExtraFields answers={profile.extraFields} />
          <SubmitButton saving={isSubmitting} data-testid="profile-save">{t('form.save', { ns: 'common' })}</SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}

/** The registration form's answers: shown, not edited (the organization owns the form). */
function ExtraFields({ answers }: { answers: UserProfile['extraFields'] }) {
  const { t, i18n } = useTranslation('mfe-auth');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const fields = useRegistrationFields();
  if (answers.length === 0) return null;
  const labelOf = (fieldKey: string) => {
    const field = fields.data?.find((f) => f.fieldKey === fieldKey);
    return field ? labelIn(field.label, language) : fieldKey;
  };
  const valueOf = (fieldKey: string, value: string) => {
    const option = fields.data?.find((f) => f.fieldKey === fieldKey)?.options.find((o) => o.value === value);
    return option ? labelIn(option.label, language) : value;
  };
  return (
    <Section>
      <legend>{t('profile.registrationGroup')}</legend>
      <ReadOnlyList data-testid="profile-extra-fields">
        {answers.map((answer) => (
          <div key={answer.fieldKey} style={{ display: 'contents' }}>
            <dt>{labelOf(answer.fieldKey)}</dt>
            <dd>{valueOf(answer.fieldKey, answer.value)}</dd>
          </div>
        ))}
      </ReadOnlyList>
    </Section>
  );
}
