import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { stemWithBlanks } from './blank-slots';
import { field, type ControlProps } from './control-props';

const Stem = styled.div`
  line-height: 2.2;
  overflow-wrap: anywhere;
  p { margin: 0 0 8px; }
  input {
    inline-size: 10em;
    min-block-size: 36px;
    margin-inline: 4px;
    padding: 2px 8px;
    font: inherit;
    color: inherit;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
  .missing { display: flex; flex-wrap: wrap; gap: 8px; margin-block-start: 8px; }
`;

/**
 * Fill in the blanks: the stem with a text field in place of each `[[n]]`,
 * each labelled "Blank n of m" (the text around it is its context), in the
 * stem's reading order.
 */
export function FillBlanksControl({ question, response, onChange, disabled }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const values = field<'blanks', string[]>(response, 'blanks') ?? [];
  const markers = stemWithBlanks(question.stem, () => null).blanks;
  const count = Math.max(question.blankCount ?? 0, ...markers, 0);
  const set = (blank: number, text: string) => {
    const next = Array.from({ length: count }, (_, index) => values[index] ?? '');
    next[blank - 1] = text;
    onChange(next.some((value) => value.trim() !== '') ? { blanks: next } : null, true);
  };
  const input = (blank: number) => (
    <input
      key={blank} type="text" dir="auto" autoComplete="off" disabled={disabled} value={values[blank - 1] ?? ''} maxLength={500}
      aria-label={t('controls.blank', { number: blank, count })} data-testid={`blank-${question.attemptQuestionId}-${blank}`}
      onChange={(event) => set(blank, event.target.value)}
    />
  );
  const { nodes } = stemWithBlanks(question.stem, input);
  // A blank whose marker the stem lacks still gets its field, after the text.
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((blank) => !markers.includes(blank));
  return (
    <Stem data-testid="fill-blanks" dir="auto">
      {nodes}
      {missing.length > 0 && <div className="missing">{missing.map(input)}</div>}
    </Stem>
  );
}
