import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { controlProps, controlStyle, FieldFrame, useFieldIds, type FieldFrameProps } from './field-parts';

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
    <FieldFrame ids={ids} label={label} error={error} hint={hint} optional={optional}>
      <Select {...select} ref={ref} {...controlProps(ids, { error, hint, optional })}>
        <option value="">{placeholder ?? t('form.selectPlaceholder')}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    </FieldFrame>
  );
}
