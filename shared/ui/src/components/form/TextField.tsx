import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, FieldMessages, FieldStack, Label, LabelText, useFieldIds, type FieldFrameProps } from './field-parts';

export const Input = styled.input<{ $invalid?: boolean }>`${controlStyle}`;

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  name: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input whose hint and error are announced with it. */
export function TextField({ label, error, hint, optional, id, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldStack>
      <Label htmlFor={ids.controlId}><LabelText label={label} optional={optional} /></Label>
      <Input
        {...input}
        ref={ref}
        id={ids.controlId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(ids, hint, error)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldStack>
  );
}
