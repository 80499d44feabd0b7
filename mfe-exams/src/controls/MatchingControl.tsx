import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { field, type ControlProps } from './control-props';
import { InlineHtml } from './InlineHtml';

const Pairs = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(12rem, 1fr);
  gap: 10px 16px;
  align-items: center;
  @media (max-width: 560px) { grid-template-columns: minmax(0, 1fr); }
  label { font-weight: 600; }
  label p { margin: 0; }
  select {
    min-block-size: 44px;
    padding: 6px 10px;
    font: inherit;
    color: inherit;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  select:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
  .correct { grid-column: 1 / -1; margin: -6px 0 4px; color: ${({ theme }) => theme.colors.success}; font-weight: 600; }
`;

/**
 * Matching: for each prompt, a list of the responses (shuffled by the
 * server) to pick its match from; a native select, so the keyboard and
 * screen readers use it as they use any list.
 */
export function MatchingControl({ question, response, onChange, disabled, labelledBy, feedback }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const base = useId();
  const pairs = field<'pairs', Array<{ prompt: number; match: number }>>(response, 'pairs') ?? [];
  const chosen = new Map(pairs.map((pair) => [pair.prompt, pair.match]));
  const correct = feedback?.correct && 'pairs' in feedback.correct ? new Map(feedback.correct.pairs.map((pair) => [pair.prompt, pair.match])) : null;
  const matches = question.matches ?? [];
  const choose = (prompt: number, value: string) => {
    const next = new Map(chosen);
    if (value === '') next.delete(prompt);
    else next.set(prompt, Number(value));
    const list = [...next].map(([p, match]) => ({ prompt: p, match })).sort((a, b) => a.prompt - b.prompt);
    onChange(list.length ? { pairs: list } : null, false);
  };
  return (
    <Pairs role="group" aria-labelledby={labelledBy} data-testid="matching">
      {(question.prompts ?? []).map((prompt) => {
        const id = `${base}-${prompt.index}`;
        const right = correct?.get(prompt.index);
        return (
          <div key={prompt.index} style={{ display: 'contents' }}>
            <label htmlFor={id}><InlineHtml html={prompt.text} /></label>
            <select id={id} dir="auto" value={chosen.get(prompt.index) ?? ''} disabled={disabled} onChange={(event) => choose(prompt.index, event.target.value)}>
              <option value="">{t('controls.chooseMatch')}</option>
              {matches.map((match) => <option key={match.index} value={match.index}>{match.text}</option>)}
            </select>
            {right !== undefined && (
              <p className="correct">{t('feedback.correctMatch', { match: matches.find((match) => match.index === right)?.text ?? '' })}</p>
            )}
          </div>
        );
      })}
    </Pairs>
  );
}
