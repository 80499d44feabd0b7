import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { field, type ControlProps } from './control-props';
import { InlineHtml } from './InlineHtml';

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${({ theme }) => theme.colors.primaryText}; }
  label:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  input { margin: 3px 0 0; inline-size: 18px; block-size: 18px; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
  input:focus-visible { outline: none; }
  .inline-html p { margin: 0; }
  .hint { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  .mark { margin-inline-start: auto; font-weight: 700; white-space: nowrap; }
  .mark.correct { color: ${({ theme }) => theme.colors.success}; }
  .explanation { display: block; margin-block-start: 4px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

/** Which options the feedback calls correct (after "check answer"). */
function correctOf(props: ControlProps): number[] {
  const correct = props.feedback?.correct;
  if (!correct) return [];
  if ('choice' in correct) return [correct.choice];
  if ('choices' in correct) return correct.choices;
  return [];
}

/**
 * Single choice and true/false: a radio group (arrow keys move and choose,
 * in the reading direction); multiple choice: checkboxes. Options are named
 * by their index in the order shown.
 */
export function ChoiceControl(props: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const { question, response, onChange, disabled, labelledBy, feedback } = props;
  const multiple = question.type === 'MULTIPLE_CHOICE';
  const choice = field<'choice', number>(response, 'choice');
  const choices = field<'choices', number[]>(response, 'choices') ?? [];
  const correct = correctOf(props);
  const explanations = new Map(feedback?.optionExplanations.map((item) => [item.index, item.explanation]));
  const name = `question-${question.attemptQuestionId}`;
  const toggle = (index: number, on: boolean) => {
    const next = on ? [...choices.filter((other) => other !== index), index].sort((a, b) => a - b) : choices.filter((other) => other !== index);
    onChange(next.length ? { choices: next } : null, false);
  };
  return (
    <Options role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy} data-testid="choice-options">
      {multiple && <span className="hint">{t('controls.chooseAll')}</span>}
      {(question.options ?? []).map((option) => {
        const checked = multiple ? choices.includes(option.index) : choice === option.index;
        const textId = `${name}-option-${option.index}`;
        const explanation = explanations.get(option.index);
        return (
          <label key={option.index}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.index}
              checked={checked}
              disabled={disabled}
              aria-labelledby={textId}
              onChange={(event) => (multiple ? toggle(option.index, event.target.checked) : onChange({ choice: option.index }, false))}
            />
            <span>
              <InlineHtml html={option.text} id={textId} />
              {explanation && <span className="explanation" dir="auto">{explanation}</span>}
            </span>
            {feedback && correct.includes(option.index) && <span className="mark correct">{t('feedback.correctOption')}</span>}
          </label>
        );
      })}
    </Options>
  );
}
