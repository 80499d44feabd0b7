import { useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { controlProps, FieldFrame, useFieldIds, type FieldFrameProps } from './field-parts';
import { Input } from './TextField';

// Physical sides on purpose: the input is always typed left to right, so
// logical properties would put its padding on the other side from the toggle;
// stylis-plugin-rtl flips both together on right-to-left pages.
const Row = styled.div`
  position: relative;
  display: flex;
  input { padding-right: 72px; }
`;

const Toggle = styled.button`
  position: absolute;
  top: 4px;
  bottom: 4px;
  right: 4px;
  padding-inline: 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.info};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
`;

export type PasswordFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  name: string;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle (spec section 5: every password field has one). */
export function PasswordField({ label, error, hint, optional, id, ref, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} optional={optional}>
      <Row>
        <Input
          {...input}
          ref={ref}
          {...controlProps(ids, { error, hint, optional })}
          type={visible ? 'text' : 'password'}
          // Passwords are typed left to right whatever the page direction.
          dir="ltr"
        />
        <Toggle
          type="button"
          aria-controls={ids.controlId}
          aria-pressed={visible}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setVisible((v) => !v)}
          disabled={input.disabled}
        >
          {visible ? t('form.hide') : t('form.show')}
        </Toggle>
      </Row>
    </FieldFrame>
  );
}
