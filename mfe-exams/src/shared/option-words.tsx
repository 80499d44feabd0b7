import { useTranslation } from '@halaqa/i18n';
import type { AttemptQuestion } from '../api/types';
import { InlineHtml } from '../controls/InlineHtml';

/**
 * Options named by the index the member was shown, in the question's words:
 * what a saved answer and a correct answer both say (review/ResponseView,
 * shared/CorrectAnswer, the option explanations).
 */
export function OptionText({ question, index }: { question: AttemptQuestion; index: number }) {
  return <InlineHtml html={question.options?.find((option) => option.index === index)?.text ?? ''} />;
}

export function OptionList({ question, indexes, ordered = false }: { question: AttemptQuestion; indexes: readonly number[]; ordered?: boolean }) {
  const items = indexes.map((index) => <li key={index}><OptionText question={question} index={index} /></li>);
  return ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

/** MATCHING's pairs: each prompt with the response it was given. */
export function PairList({ question, pairs }: { question: AttemptQuestion; pairs: ReadonlyArray<{ prompt: number; match: number }> }) {
  const { t } = useTranslation('mfe-exams');
  return (
    <ul>
      {pairs.map((pair) => (
        <li key={pair.prompt}>
          <InlineHtml html={question.prompts?.find((prompt) => prompt.index === pair.prompt)?.text ?? ''} />
          {` ${t('pairArrow')} `}
          <span dir="auto">{question.matches?.find((match) => match.index === pair.match)?.text ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}
