import { useTranslation } from '@halaqa/i18n';
import { isLanguage } from '@halaqa/contracts';
import { FormikPhoneField, FormikSelectField, FormikTextField } from '@halaqa/ui/forms';
import { labelIn, type RegistrationField } from '../../registration-fields/registration-field';
import { isOptional } from './registration-form';

/** One field of the organization's registration form, by its type, labelled in the page language. */
export function DynamicField({ field, namePrefix }: { field: RegistrationField; namePrefix: string }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const common = {
    name: `${namePrefix}.${field.fieldKey}`,
    label: labelIn(field.label, language),
    optional: isOptional(field),
    'data-testid': `registration-field-${field.fieldKey}`,
  };
  switch (field.typeSlug) {
    case 'phone':
      return <FormikPhoneField {...common} />;
    case 'email':
      return <FormikTextField {...common} type="email" autoComplete="off" dir="ltr" />;
    case 'select':
      return <FormikSelectField {...common} options={field.options.map((option) => ({ value: option.value, label: labelIn(option.label, language) }))} />;
    default:
      return <FormikTextField {...common} type="text" />;
  }
}
