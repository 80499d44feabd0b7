import { useRef, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { ErrorState, failureCode, LoadingState, PageFrame } from '@halaqa/ui/pages';
import { useOrder } from '../../api/order-queries';
import type { Order, OrderItem } from '../../api/types';
import { AmountsList } from '../../commerce-ui/AmountsList';
import { formatMoment, itemTitle, useMoney } from '../../commerce-ui/format';
import { ItemSummary } from '../../commerce-ui/ItemSummary';
import { methodLabel, statusLabel } from '../../commerce-ui/labels';
import { commercePaths } from '../../definition';
import { DocumentDownloads } from './DocumentDownloads';
import { RefundDialog } from './RefundDialog';

const Facts = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.muted};
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  gap: 24px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const Block = styled.section`
  margin-block-end: 24px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  > h2 { margin: 0 0 12px; font-size: 1.15rem; }
  p { margin: 0; line-height: 1.5; }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 16px;
  > li + li { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; padding-block-start: 16px; }
`;

const Documents = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 16px;
`;

const RefundState = styled.p<{ $tone: 'muted' | 'success' | 'error' }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.error : theme.colors.muted)};
  &:focus { outline: none; }
`;

/** A positive whole number from the address, else null. */
const idOf = (value: string | undefined): number | null => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** /profile/payment-history/{orderId}: one order, its invoice and credit notes, and refunds per item. */
export function OrderDetailsPage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-commerce');
  const orderId = idOf(params.orderId);
  return (
    <PageFrame title={orderId === null ? title ?? t('pages.orderDetails') : t('order.title', { id: orderId })} testId="order-details">
      {orderId === null ? <NotFound /> : <OrderById orderId={orderId} />}
    </PageFrame>
  );
}

function NotFound() {
  const { t } = useTranslation('mfe-commerce');
  return (
    <Block data-testid="order-not-found">
      <p>{t('errors.req-002')}</p>
      <p><Link to={commercePaths.paymentHistory()}>{t('order.back')}</Link></p>
    </Block>
  );
}

function OrderById({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    if (failureCode(order.error) === ERROR_CODES.NOT_FOUND) return <NotFound />;
    return <ErrorState namespace="mfe-commerce" error={order.error} onRetry={() => void order.refetch()} />;
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const extra = [
    ...(order.paidAmount > 0 ? [{ label: t('amounts.paid'), amount: order.paidAmount }] : []),
    ...(order.refundedAmount > 0 ? [{ label: t('amounts.refunded'), amount: order.refundedAmount }] : []),
  ];
  return (
    <>
      <Facts>
        <span>{t('order.placedOn', { date: formatMoment(order.createdAt, language) })}</span>
        {order.completedAt && <span>{t('order.completedOn', { date: formatMoment(order.completedAt, language) })}</span>}
        <strong data-testid="order-status">{statusLabel(t, order.status)}</strong>
      </Facts>
      <Columns>
        <div>
          <Block aria-labelledby="order-items-title">
            <h2 id="order-items-title">{t('order.itemsTitle')}</h2>
            <Items data-testid="order-items">
              {order.items.map((item) => <OrderItemRow key={item.id} order={order} item={item} />)}
            </Items>
          </Block>
          <Block aria-labelledby="order-documents-title">
            <h2 id="order-documents-title">{t('order.documentsTitle')}</h2>
            {order.invoice === null && order.creditNotes.length === 0
              ? <p>{t('order.noInvoice')}</p>
              : (
                <Documents>
                  {order.invoice && (() => {
                    const name = t('order.invoice', { reference: order.invoice.reference, date: formatMoment(order.invoice.issuedAt, language) });
                    return <li data-testid="invoice"><p>{name}</p><DocumentDownloads document={order.invoice} name={order.invoice.reference} /></li>;
                  })()}
                  {order.creditNotes.map((note) => (
                    <li key={note.id} data-testid="credit-note">
                      <p>{t('order.creditNote', { reference: note.reference, date: formatMoment(note.issuedAt, language), amount: money(note.amount, order.currency) })}</p>
                      <DocumentDownloads document={note} name={note.reference} />
                    </li>
                  ))}
                </Documents>
              )}
          </Block>
        </div>
        <div>
          <Block aria-labelledby="order-amounts-title">
            <h2 id="order-amounts-title">{t('order.amountsTitle')}</h2>
            <AmountsList amounts={order} items={order.items} voucherCode={order.voucherCode} extra={extra} />
          </Block>
          <Block aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">{t('order.paymentTitle')}</h2>
            <p data-testid="order-payment">
              {order.payment
                ? t('order.paymentLine', { method: methodLabel(t, order.payment), status: statusLabel(t, order.payment.status) })
                : t('order.noPayment')}
            </p>
          </Block>
          <p><Link to={commercePaths.paymentHistory()}>{t('order.back')}</Link></p>
        </div>
      </Columns>
    </>
  );
}

/** Whether the member may ask for a refund of an item now (the quote then says how much). */
const refundable = (order: Order, item: OrderItem) =>
  item.status === 'COMPLETE' && item.refund === null && item.totalAmount > 0 && order.paidAmount > 0;

function OrderItemRow({ order, item }: { order: Order; item: OrderItem }) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const [asking, setAsking] = useState(false);
  const state = useRef<HTMLParagraphElement>(null);
  const { refund } = item;
  return (
    <li data-testid="order-item" data-status={item.status}>
      <ItemSummary item={item} currency={order.currency} heading="h3">
        {refund && (
          <RefundState ref={state} tabIndex={-1} $tone={refund.status === 'REJECTED' ? 'error' : refund.status === 'REQUESTED' ? 'muted' : 'success'} data-testid="refund-state" data-refund={refund.status}>
            {refund.status === 'REJECTED'
              ? (refund.rejectReason ? t('refund.rejectReason', { reason: refund.rejectReason }) : t('refund.REJECTED'))
              : t(`refund.${refund.status}`, { amount: money(refund.amount, order.currency) })}
          </RefundState>
        )}
        {refundable(order, item) && (
          <Button type="button" $variant="ghost" onClick={() => setAsking(true)} aria-label={t('refund.requestNamed', { title: itemTitle(item, language) })} data-testid="request-refund">
            {t('refund.request')}
          </Button>
        )}
      </ItemSummary>
      {asking && (
        <RefundDialog
          orderId={order.id}
          item={item}
          currency={order.currency}
          onClose={() => setAsking(false)}
          onRequested={() => {
            setAsking(false);
            bus.emit('toast', { type: 'success', message: t('refund.requested') });
            // The button is gone: the focus goes to the refund's state that replaced it.
            setTimeout(() => state.current?.focus(), 0);
          }}
        />
      )}
    </li>
  );
}
