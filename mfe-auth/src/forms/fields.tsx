import { useRef, type ReactNode } from 'react';
import { Form, getIn, useField, useFormikContext } from 'formik';
import { useTranslation } from '@halaqa/i18n';
import { PasswordField, PhoneField, SelectField, TextField, useFocusFirstError, type PasswordFieldProps, type PhoneFieldProps, type SelectFieldProps, type TextFieldProps } from '@halaqa/ui/forms';

/**
 * The message of a field once the person has left it or tried to submit.
 * Messages are i18n keys with their namespace (`common:required`), so they
 * follow a language switch.
 */
export function useFieldError(name: string): string | null {
  const { t } = useTranslation();
  const { submitCount, errors, touched } = useFormikContext();
  const error = getIn(errors, name) as string | undefined;
  const shown = submitCount > 0 || Boolean(getIn(touched, name));
  return shown && typeof error === 'string' ? t(error) : null;
}

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'checked'> & { name: string };

export function FormikTextField(props: Bound<TextFieldProps>) {
  const [field] = useField(props.name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

export function FormikPasswordField(props: Bound<PasswordFieldProps>) {
  const [field] = useField(props.name);
  return <PasswordField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

export function FormikPhoneField(props: Bound<PhoneFieldProps>) {
  const [field] = useField(props.name);
  return <PhoneField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

export function FormikSelectField(props: Bound<SelectFieldProps>) {
  const [field] = useField(props.name);
  return <SelectField {...props} {...field} value={field.value ?? ''} error={useFieldError(props.name)} />;
}

/**
 * formik's <Form> that, after every submit attempt, moves the focus to the
 * first field in error.
 */
export function FocusingForm({ children, testId }: { children: ReactNode; testId?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting, isValidating } = useFormikContext();
  useFocusFirstError(form, submitCount, isSubmitting || isValidating);
  return <Form ref={form} noValidate data-testid={testId}>{children}</Form>;
}
