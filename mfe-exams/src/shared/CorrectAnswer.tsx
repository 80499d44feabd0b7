import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import type { AttemptQuestion, CorrectAnswer as Correct } from '../api/types';
import { OptionList, OptionText, PairList } from './option-words';
import { formatNumber } from './format';

/** The correct answer of a question in words, in the attempt's index language (only when the API sends it). */
export function CorrectAnswer({ question, correct }: { question: AttemptQuestion; correct: Correct }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  let body;
  if ('choice' in correct) body = <OptionText question={question} index={correct.choice} />;
  else if ('choices' in correct) body = <OptionList question={question} indexes={correct.choices} />;
  else if ('texts' in correct) body = <span dir="auto">{correct.texts.join(t('correct.or'))}</span>;
  else if ('values' in correct) {
    body = <span>{correct.values.map(({ value, tolerance }) => (tolerance
      ? t('correct.tolerance', { value: formatNumber(value, language), tolerance: formatNumber(tolerance, language) })
      : formatNumber(value, language))).join(t('correct.or'))}</span>;
  } else if ('blanks' in correct) {
    body = <ul>{correct.blanks.map((keys, index) => <li key={index} dir="auto">{t('correct.blank', { number: index + 1, answers: keys.join(t('correct.or')) })}</li>)}</ul>;
  } else if ('pairs' in correct) {
    body = <PairList question={question} pairs={correct.pairs} />;
  } else body = <OptionList question={question} indexes={correct.order} ordered />;
  return (
    <div className="correct-answer" data-testid="correct-answer">
      <strong>{t('correct.title')}</strong> {body}
    </div>
  );
}
