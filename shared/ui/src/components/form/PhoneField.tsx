import { TextField, type TextFieldProps } from './TextField';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * A phone number input: the telephone keypad on phones, the browser's saved
 * number, and digits kept left to right on Arabic pages.
 */
export function PhoneField(props: PhoneFieldProps) {
  return <TextField autoComplete="tel" dir="ltr" placeholder="+9665XXXXXXXX" {...props} type="tel" inputMode="tel" />;
}
