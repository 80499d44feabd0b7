import styled from 'styled-components';
import { useField } from 'formik';

const Label = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-block-size: 44px;
  font-weight: 600;
  input { inline-size: 20px; block-size: 20px; }
`;

/** A labelled checkbox bound to a boolean formik value (the forms kit has groups of choices, not a single one). */
export function FormikCheckbox({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <Label>
      <input type="checkbox" name={field.name} checked={Boolean(field.value)} onChange={field.onChange} onBlur={field.onBlur} data-testid={testId} />
      {label}
    </Label>
  );
}
