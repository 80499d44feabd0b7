export { TextField, Input, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { RadioGroup, CheckboxGroup, type ChoiceOption } from './ChoiceGroup';
export { FormError } from './FormError';
export { SubmitButton } from './SubmitButton';
export { focusFirstError, useFocusFirstError } from './focus-first-error';
export { useFieldIds, type FieldFrameProps } from './field-parts';
