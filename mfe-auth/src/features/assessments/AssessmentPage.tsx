import { useMemo, useState } from 'react';
import { Formik, useField } from 'formik';
import { array, object, string } from 'yup';
import { useQueryClient } from '@halaqa/query';
import { isLanguage, type Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Link, useNavigate } from '@halaqa/router';
import type { PageProps } from '@halaqa/mfe-runtime';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { CheckboxGroup, FocusingForm, FormError, RadioGroup, SubmitButton, useFieldError } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout } from '../../auth-ui/AuthLayout';
import { EmptyState, QueryStates } from '../../auth-ui/PageStates';
import { REQUIRED } from '../../forms/validation';
import { errorText } from '../../session/error-text';
import { dashboardOrHome } from '../../site-home';
import { isPending, refreshAssessments, startAssessment, useAssessments, type Assessment, type AssessmentOption, type AssessmentQuestion } from './assessments-query';


type Values = Record<string, string | string[]>;
const fieldName = (question: AssessmentQuestion) => `q${question.id}`;

/** /assessments/:assessmentId: one onboarding assessment's questions. */
export function AssessmentPage({ params }: PageProps) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const assessments = useAssessments();
  const id = Number(params.assessmentId);
  return (
    <AuthLayout title={t('pages.assessment')} wide testId="assessment-page">
      <QueryStates query={assessments}>
        {(data) => {
          const assessment = data.find((a) => a.id === id);
          if (!assessment) {
            return <EmptyState action={<Button as={Link} to={authPaths.assessmentsWelcome()}>{t('assessments.backToList')}</Button>}>{t('assessments.notFound')}</EmptyState>;
          }
          if (!isPending(assessment)) {
            return <EmptyState action={<Button as={Link} to={authPaths.assessmentsWelcome()}>{t('assessments.backToList')}</Button>}>{t('assessments.alreadyDone')}</EmptyState>;
          }
          return <AnswerForm assessment={assessment} others={data.filter((a) => a.id !== id && isPending(a))} />;
        }}
      </QueryStates>
    </AuthLayout>
  );
}

function AnswerForm({ assessment, others }: { assessment: Assessment; others: Assessment[] }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const schema = useMemo(() => object(Object.fromEntries(assessment.questions.map((question) => [
    fieldName(question),
    question.isMultiple ? array().of(string().required()).min(1, REQUIRED).required(REQUIRED) : string().required(REQUIRED),
  ]))), [assessment]);
  const initialValues: Values = Object.fromEntries(assessment.questions.map((question) => [fieldName(question), question.isMultiple ? [] : '']));

  async function submit(values: Values) {
    setFailure(null);
    const optionIds = Object.values(values).flatMap((value) => (Array.isArray(value) ? value : [value])).map(Number);
    try {
      await unwrap(api.POST('/api/assessment-answers', { body: { assessmentId: assessment.id, optionIds } }));
      const next = others[0];
      if (next && next.status === 'pending') await startAssessment(next.id);
      await refreshAssessments(queryClient);
      navigate(next ? authPaths.assessment(next.id) : dashboardOrHome(), { replace: true });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  }

  return (
    <Formik<Values> key={assessment.id} initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FocusingForm testId="assessment-form">
          <FormError>{failure}</FormError>
          {assessment.questions.map((question) => <Question key={question.id} question={question} />)}
          <SubmitButton saving={isSubmitting} data-testid="assessment-submit">
            {others.length ? t('assessments.submitNext') : t('assessments.submitLast')}
          </SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}

const textOf = (option: AssessmentOption, language: Language) => (language === 'ar' && option.textAr ? option.textAr : option.text);

function Question({ question }: { question: AssessmentQuestion }) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const name = fieldName(question);
  const [field, , helpers] = useField<string | string[]>(name);
  const error = useFieldError(name);
  const options = question.options.map((option) => ({
    value: String(option.id),
    label: textOf(option, language),
    description: option.description ?? undefined,
  }));
  const label = language === 'ar' && question.titleAr ? question.titleAr : question.title;
  return (
    <div data-testid={`question-${question.id}`}>
      {question.isMultiple ? (
        <CheckboxGroup name={name} label={label} hint={question.description ?? undefined} options={options} error={error}
          value={Array.isArray(field.value) ? field.value : []} onChange={(value) => void helpers.setValue(value)} />
      ) : (
        <RadioGroup name={name} label={label} hint={question.description ?? undefined} options={options} error={error}
          value={typeof field.value === 'string' ? field.value : null} onChange={(value) => void helpers.setValue(value)} />
      )}
    </div>
  );
}
