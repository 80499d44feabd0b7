import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import { FocusingForm, FormError, FormikTextArea, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { useReviewAnswer } from '../api/review-queries';
import type { ManagedQuestion } from '../api/review-types';
import { formatDateTime, formatNumber } from '../shared/format';
import { linkStyle } from '../shared/ui';
import { bodyOf, initialValuesOf, reviewSchemaOf, rubricPoints, type ReviewValues } from './review-form';
import { refusalText } from './refusal-text';
import { RubricRatings } from './RubricRatings';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.background};
  h4 { margin: 0; font-size: 1rem; }
  form > * + * { margin-block-start: 12px; }
  .from-rubric { margin: 0; font-weight: 600; }
  .files { margin: 0; padding-inline-start: 20px; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
  .state { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  .state[data-state='saved'] { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
  .state[data-state='dirty'] { color: ${({ theme }) => theme.colors.text}; font-style: italic; }
  a { ${linkStyle} }
`;

export interface AnswerReviewFormProps {
  question: ManagedQuestion;
  /** The question's number as its heading shows it. */
  number: string;
  courseId: number;
  examAttemptId: number;
  /** Tells the page whether this form holds changes not saved yet (the decision warns about them). */
  onDirty(attemptQuestionId: number, dirty: boolean): void;
}

/**
 * The {{instructor}}'s review of one essay, file or recording answer: the
 * rubric's ratings where the question has one (their sum is the points),
 * else the points; a note for the member; saved on its own (PUT …/review),
 * with its state in words: not reviewed yet, changes not saved, saved.
 * The API's refusals (grd-001 points, grd-002 ratings, grd-004 files,
 * exm-007 the attempt's state) are said above the form.
 */
export function AnswerReviewForm({ question, number, courseId, examAttemptId, onDirty }: AnswerReviewFormProps) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const save = useReviewAnswer(courseId, examAttemptId);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(question.review?.reviewedAt ?? null);
  // Once, when the form appears: a saved review updates the question, never what is being typed.
  const [initialValues] = useState(() => initialValuesOf(question));
  const { points, rubric } = question;
  const schema = useMemo(() => reviewSchemaOf({ points, rubric }), [points, rubric]);
  const id = question.attemptQuestionId;
  const titleId = `answer-review-${id}`;
  const total = formatNumber(points, language);

  const submit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync({ attemptQuestionId: id, body: bodyOf(question, values) });
      helpers.resetForm({ values });
      setSavedAt(result.review.reviewedAt);
    } catch (error) {
      setFailure(refusalText(t, error, 'grading.form.failed'));
    }
  };

  return (
    <Box aria-labelledby={titleId} data-testid="answer-review">
      <h4 id={titleId}>{t('grading.form.label', { number })}</h4>
      <Formik<ReviewValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ values, isSubmitting, dirty }) => {
          const fromRubric = rubricPoints(rubric, values);
          return (
            <FocusingForm testId="answer-review-form">
              <DirtyReport id={id} onDirty={onDirty} />
              <FormError>{failure}</FormError>
              {rubric && <RubricRatings rubric={rubric} questionId={id} />}
              {fromRubric !== null
                ? <p className="from-rubric" data-testid="rubric-points">{t('grading.form.fromRubric', { points: formatNumber(fromRubric, language), total })}</p>
                : (
                  <FormikTextField
                    id={`review-points-${id}`} name="points" inputMode="decimal" autoComplete="off"
                    label={t('grading.form.points', { total })} hint={t('grading.form.pointsHint', { total })}
                  />
                )}
              <FormikTextArea
                id={`review-note-${id}`} name="note" dir="auto" optional
                label={t('grading.form.note')} hint={t('grading.form.noteHint')}
              />
              {question.review && question.review.media.length > 0 && (
                <div>
                  <p>{t('grading.form.reviewFiles')}</p>
                  <ul className="files">
                    {question.review.media.map((file) => <li key={file.id}><a href={file.url} target="_blank" rel="noopener noreferrer" dir="auto">{file.fileName}</a></li>)}
                  </ul>
                </div>
              )}
              <div className="actions">
                <SubmitButton saving={isSubmitting} data-testid="save-review">{t('grading.form.save')}</SubmitButton>
                <p className="state" role="status" data-testid="review-state" data-state={dirty ? 'dirty' : savedAt ? 'saved' : 'new'}>
                  {dirty ? t('grading.form.state.dirty')
                    : savedAt ? t('grading.form.state.savedAt', { time: formatDateTime(savedAt, language) })
                      : t('grading.form.state.new')}
                </p>
              </div>
            </FocusingForm>
          );
        }}
      </Formik>
    </Box>
  );
}

/** Reports the form's unsaved changes to the page as they come and go. */
function DirtyReport({ id, onDirty }: { id: number; onDirty(attemptQuestionId: number, dirty: boolean): void }) {
  const { dirty } = useFormikContext<ReviewValues>();
  useEffect(() => {
    onDirty(id, dirty);
    return () => onDirty(id, false);
  }, [id, dirty, onDirty]);
  return null;
}
