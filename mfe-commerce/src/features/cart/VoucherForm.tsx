import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { TextField } from '@halaqa/ui/forms';
import { failureText } from '@halaqa/ui/pages';
import type { Cart } from '../../api/types';
import { useMoney } from '../../commerce-ui/format';
import { useApplyVoucher, useRemoveVoucher } from './cart-mutations';

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  > div { flex: 1; margin: 0; }
  > button { margin-block-start: 28px; }
`;

const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  p { margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.success}; }
  p:focus { outline: none; }
`;

/** Voucher codes are letters, digits and dashes: what the member types is trimmed and sent as typed. */
const VOUCHER_MAX_LENGTH = 64;

/**
 * The voucher of the cart: a code field and Apply, each refusal in its own
 * words (vch-001...011) under the field; once applied, the code and its
 * discount with a way to remove it.
 */
export function VoucherForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('mfe-commerce');
  const money = useMoney();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const appliedNote = useRef<HTMLParagraphElement>(null);
  const apply = useApplyVoucher();
  const remove = useRemoveVoucher();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(typed === '');
    if (typed === '') {
      field.current?.focus();
      return;
    }
    apply.mutate(typed, {
      onSuccess: () => { setCode(''); setTimeout(() => appliedNote.current?.focus(), 0); },
      onError: () => field.current?.focus(),
    });
  };

  if (cart.voucher) {
    const { voucher } = cart;
    return (
      <Applied data-testid="voucher-applied">
        <p ref={appliedNote} tabIndex={-1} role="status">
          {t('voucher.applied', { code: voucher.code, amount: money(voucher.discountAmount, cart.order?.currency ?? 'SAR') })}
        </p>
        <Button
          type="button" $variant="ghost" disabled={remove.isPending} aria-busy={remove.isPending || undefined}
          aria-label={t('voucher.removeNamed', { code: voucher.code })}
          onClick={() => remove.mutate(undefined, { onSuccess: () => setTimeout(() => field.current?.focus(), 0) })}
          data-testid="remove-voucher"
        >
          {t('voucher.remove')}
        </Button>
        {remove.isError ? <p role="alert">{failureText(t, remove.error, 'mfe-commerce')}</p> : null}
      </Applied>
    );
  }

  const error = empty ? t('voucher.required') : apply.isError ? failureText(t, apply.error, 'mfe-commerce') : undefined;
  return (
    <Form onSubmit={submit} noValidate data-testid="voucher-form">
      <TextField
        ref={field}
        name="voucherCode"
        label={t('voucher.label')}
        value={code}
        maxLength={VOUCHER_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        data-testid="voucher-code"
      />
      <Button type="submit" $variant="secondary" disabled={apply.isPending} aria-busy={apply.isPending || undefined} data-testid="apply-voucher">
        {apply.isPending ? t('voucher.applying') : t('voucher.apply')}
      </Button>
    </Form>
  );
}
