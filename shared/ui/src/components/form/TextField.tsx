import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { controlProps, controlStyle, FieldFrame, useFieldIds, type FieldFrameProps } from './field-parts';

export const Input = styled.input<{ $invalid?: boolean }>`${controlStyle}`;

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  name: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input whose hint and error are announced with it. */
export function TextField({ label, error, hint, optional, id, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} optional={optional}>
      <Input {...input} ref={ref} {...controlProps(ids, { error, hint, optional })} />
    </FieldFrame>
  );
}
