import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { RichText } from '@halaqa/ui/pages';
import type { AttemptQuestion, ExamResponse } from '../api/types';
import { OptionList, OptionText, PairList } from '../shared/option-words';
import { formatNumber } from '../shared/format';

/**
 * The member's answer as it was saved, read-only, in the words of the
 * question; `label` names it for someone else reading it (the grading
 * instructor), "Your answer" otherwise.
 */
export function ResponseView({ question, response, label }: { question: AttemptQuestion; response: ExamResponse | null; label?: string }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  if (!response) return <p className="muted" data-testid="no-answer">{t('review.noAnswer')}</p>;
  let body;
  if ('choice' in response) body = <OptionText question={question} index={response.choice} />;
  else if ('choices' in response) body = <OptionList question={question} indexes={response.choices} />;
  else if ('text' in response) body = <span dir="auto">{response.text}</span>;
  else if ('value' in response) body = <span>{formatNumber(response.value, language)}</span>;
  else if ('blanks' in response) {
    body = <ul>{response.blanks.map((text, index) => <li key={index} dir="auto">{t('review.blank', { number: index + 1, text: text || t('review.emptyBlank') })}</li>)}</ul>;
  } else if ('pairs' in response) {
    body = <PairList question={question} pairs={response.pairs} />;
  } else if ('order' in response) body = <OptionList question={question} indexes={response.order} ordered />;
  else if ('html' in response) body = <RichText html={response.html} />;
  else body = <span>{t('review.files', { count: response.mediaIds.length })}</span>;
  return <div className="response" data-testid="member-answer"><strong>{label ?? t('review.yourAnswer')}</strong> {body}</div>;
}
