import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Button, ButtonRow } from '@halaqa/ui';
import { TextAreaField } from '@halaqa/ui/forms';
import { Dialog, failureText, LoadingState } from '@halaqa/ui/pages';
import { useRefundQuote, useRequestRefund } from '../../api/order-queries';
import type { CartItem } from '../../api/types';
import { formatRate, itemTitle, useMoney } from '../../commerce-ui/format';

const Text = styled.p`
  margin: 0 0 12px;
  line-height: 1.5;
`;

const Failure = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

const REASON_MAX_LENGTH = 500;

/**
 * Asking for a refund of one item: what the refund policy gives back now
 * (GET orders/refund-quote) is shown first, or why it gives nothing; the
 * request is made only on confirmation.
 */
export function RefundDialog({ orderId, item, currency, onClose, onRequested }: {
  orderId: number;
  item: CartItem;
  currency: string;
  onClose(): void;
  onRequested(): void;
}) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const quote = useRefundQuote(item.id);
  const request = useRequestRefund(orderId);
  const [reason, setReason] = useState('');
  const title = itemTitle(item, language);

  const body = () => {
    if (quote.isPending) return <LoadingState label={t('refund.checking')} />;
    if (quote.isError) return <Failure role="alert">{failureText(t, quote.error, 'mfe-commerce')}</Failure>;
    const { amount, percentageBasisPoints, refusal } = quote.data;
    if (refusal !== null || amount === 0) {
      return (
        <>
          <Failure data-testid="refund-refusal">{refusal ? failureText(t, { statusCode: 409, code: refusal, message: refusal }, 'mfe-commerce') : t('refund.none')}</Failure>
          <ButtonRow><Button type="button" $variant="ghost" onClick={onClose}>{t('refund.cancel')}</Button></ButtonRow>
        </>
      );
    }
    const confirm = () => request.mutate(
      { purchasedItemId: item.id, reason: reason.trim() || null },
      { onSuccess: onRequested },
    );
    return (
      <>
        <Text data-testid="refund-amount">{t('refund.amount', { amount: money(amount, currency), percent: formatRate(percentageBasisPoints, language) })}</Text>
        <Text>{t('refund.access')}</Text>
        <TextAreaField name="reason" label={t('refund.reason')} optional value={reason} maxLength={REASON_MAX_LENGTH} rows={3} onChange={(event) => setReason(event.target.value)} />
        {request.isError ? <Failure role="alert" data-testid="refund-error">{failureText(t, request.error, 'mfe-commerce')}</Failure> : null}
        <ButtonRow>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={request.isPending}>{t('refund.cancel')}</Button>
          <Button type="button" onClick={confirm} disabled={request.isPending} aria-busy={request.isPending || undefined} data-testid="confirm-refund">
            {request.isPending ? t('refund.requesting') : t('refund.confirm', { amount: money(amount, currency) })}
          </Button>
        </ButtonRow>
      </>
    );
  };

  return (
    <Dialog title={t('refund.dialogTitle', { title })} onClose={request.isPending ? undefined : onClose} testId="refund-dialog">
      {body()}
    </Dialog>
  );
}
