import { useRef, type ReactNode } from 'react';
import { Form, getIn, useField, useFormikContext } from 'formik';
import { useTranslation } from '@halaqa/i18n';
import { useFocusFirstError } from './focus-first-error';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { PhoneField, type PhoneFieldProps } from './PhoneField';
import { SelectField, type SelectFieldProps } from './SelectField';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
import { TextField, type TextFieldProps } from './TextField';

// formik is a federated singleton (shared-singletons.js): these fields and
// each area's <Formik> must share its context.

/**
 * A field's message once the person has left it or tried to send. Messages
 * are i18n keys with their namespace (`common:required`), and a limit after
 * a bar where the text names one (`support:validation.tooLong|200`), so they
 * follow a language switch.
 */
export function useFieldError(name: string): string | null {
  const { t } = useTranslation();
  const { submitCount, errors, touched } = useFormikContext();
  const error = getIn(errors, name) as string | undefined;
  if (!(submitCount > 0 || getIn(touched, name)) || typeof error !== 'string') return null;
  const [key, max] = error.split('|');
  return t(key!, max ? { max: Number(max) } : {});
}

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'checked'> & { name: string };

export function FormikTextField(props: Bound<TextFieldProps>) {
  const [field] = useField<string>(props.name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

export function FormikTextArea(props: Bound<TextAreaFieldProps>) {
  const [field] = useField<string>(props.name);
  return <TextAreaField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

export function FormikPasswordField(props: Bound<PasswordFieldProps>) {
  const [field] = useField<string>(props.name);
  return <PasswordField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

export function FormikPhoneField(props: Bound<PhoneFieldProps>) {
  const [field] = useField<string>(props.name);
  return <PhoneField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

export function FormikSelectField(props: Bound<SelectFieldProps>) {
  const [field] = useField<string>(props.name);
  return <SelectField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

/** formik's <Form> that, after each attempt to send, moves the focus to the first field in error. */
export function FocusingForm({ children, testId }: { children: ReactNode; testId?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting, isValidating } = useFormikContext();
  useFocusFirstError(form, submitCount, isSubmitting || isValidating);
  return <Form ref={form} noValidate data-testid={testId}>{children}</Form>;
}
