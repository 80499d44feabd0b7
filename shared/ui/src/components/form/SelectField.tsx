import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { controlStyle, describedBy, FieldMessages, FieldStack, Label, LabelText, useFieldIds, type FieldFrameProps } from './field-parts';

const Select = styled.select<{ $invalid?: boolean }>`${controlStyle}`;

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  name: string;
  options: readonly SelectOption[];
  /** Text of the empty first choice; defaults to the shared "Choose…". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (keyboard and screen reader behaviour for free). */
export function SelectField({ label, error, hint, optional, id, ref, options, placeholder, ...select }: SelectFieldProps) {
  const { t } = useTranslation('common');
  const ids = useFieldIds(id);
  return (
    <FieldStack>
      <Label htmlFor={ids.controlId}><LabelText label={label} optional={optional} /></Label>
      <Select
        {...select}
        ref={ref}
        id={ids.controlId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(ids, hint, error)}
      >
        <option value="">{placeholder ?? t('form.selectPlaceholder')}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldStack>
  );
}
