import type { ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText, Hint, LabelText, useFieldIds, type FieldFrameProps } from './field-parts';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-inline-size: 0;
  legend { font-weight: 600; padding: 0; margin-block-end: 8px; }
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding-block: 10px;
  padding-inline: 12px;
  margin-block-end: 8px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primaryText : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  input { margin: 0; inline-size: 18px; block-size: 18px; }
`;

const Description = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

interface GroupProps extends FieldFrameProps {
  name: string;
  options: readonly ChoiceOption[];
  disabled?: boolean;
  id?: string;
}

function Group({ kind, label, error, hint, optional, name, options, disabled, id, isChecked, onToggle }: GroupProps & {
  kind: 'radio' | 'checkbox';
  isChecked(value: string): boolean;
  onToggle(value: string, checked: boolean): void;
}) {
  const ids = useFieldIds(id);
  return (
    <Fieldset
      id={ids.controlId}
      role={kind === 'radio' ? 'radiogroup' : 'group'}
      aria-invalid={error ? true : undefined}
      aria-required={optional || kind === 'checkbox' ? undefined : true}
      aria-describedby={describedBy(ids, hint, error)}
      disabled={disabled}
    >
      <legend><LabelText label={label} optional={optional} /></legend>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {options.map((option) => {
        const checked = isChecked(option.value);
        return (
          <Choice key={option.value} $checked={checked}>
            <input
              type={kind}
              name={name}
              value={option.value}
              checked={checked}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            <span>
              {option.label}
              {option.description ? <Description>{option.description}</Description> : null}
            </span>
          </Choice>
        );
      })}
      {error ? <ErrorText id={ids.errorId} data-testid="field-error">{error}</ErrorText> : null}
    </Fieldset>
  );
}

/** One choice out of several, as native radios in a labelled group. */
export function RadioGroup({ value, onChange, ...props }: GroupProps & { value: string | null; onChange(value: string): void }) {
  return <Group {...props} kind="radio" isChecked={(v) => v === value} onToggle={(v) => onChange(v)} />;
}

/** Any number of choices, as native checkboxes in a labelled group. */
export function CheckboxGroup({ value, onChange, ...props }: GroupProps & { value: readonly string[]; onChange(value: string[]): void }) {
  return (
    <Group
      {...props}
      kind="checkbox"
      isChecked={(v) => value.includes(v)}
      onToggle={(v, checked) => onChange(checked ? [...value.filter((x) => x !== v), v] : value.filter((x) => x !== v))}
    />
  );
}
