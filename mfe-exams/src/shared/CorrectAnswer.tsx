import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import type { AttemptQuestion, CorrectAnswer as Correct } from '../api/types';
import { InlineHtml } from '../controls/InlineHtml';
import { formatNumber } from './format';

const optionText = (question: AttemptQuestion, index: number) => question.options?.find((option) => option.index === index)?.text ?? '';

/** The correct answer of a question in words, in the attempt's index language (only when the API sends it). */
export function CorrectAnswer({ question, correct }: { question: AttemptQuestion; correct: Correct }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  let body;
  if ('choice' in correct) body = <InlineHtml html={optionText(question, correct.choice)} />;
  else if ('choices' in correct) body = <ul>{correct.choices.map((index) => <li key={index}><InlineHtml html={optionText(question, index)} /></li>)}</ul>;
  else if ('texts' in correct) body = <span dir="auto">{correct.texts.join(t('correct.or'))}</span>;
  else if ('values' in correct) {
    body = <span>{correct.values.map(({ value, tolerance }) => (tolerance
      ? t('correct.tolerance', { value: formatNumber(value, language), tolerance: formatNumber(tolerance, language) })
      : formatNumber(value, language))).join(t('correct.or'))}</span>;
  } else if ('blanks' in correct) {
    body = <ul>{correct.blanks.map((keys, index) => <li key={index} dir="auto">{t('correct.blank', { number: index + 1, answers: keys.join(t('correct.or')) })}</li>)}</ul>;
  } else if ('pairs' in correct) {
    body = (
      <ul>
        {correct.pairs.map((pair) => (
          <li key={pair.prompt}>
            <InlineHtml html={question.prompts?.find((prompt) => prompt.index === pair.prompt)?.text ?? ''} />
            {` ${t('pairArrow')} `}
            <span dir="auto">{question.matches?.find((match) => match.index === pair.match)?.text ?? ''}</span>
          </li>
        ))}
      </ul>
    );
  } else body = <ol>{correct.order.map((index) => <li key={index}><InlineHtml html={optionText(question, index)} /></li>)}</ol>;
  return (
    <div className="correct-answer" data-testid="correct-answer">
      <strong>{t('correct.title')}</strong> {body}
    </div>
  );
}
