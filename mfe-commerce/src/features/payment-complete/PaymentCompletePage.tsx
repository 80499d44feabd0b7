import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { pathForRole, useOrganization, type PageProps } from '@halaqa/mfe-runtime';
import { Link, useLocation } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { ErrorState, LoadingState, PageFrame } from '@halaqa/ui/pages';
import type { CartItem, PaymentVerdict } from '../../api/types';
import { itemTitle, useMoney } from '../../commerce-ui/format';
import { commercePaths } from '../../definition';
import { useAfterVerdict, usePaymentVerdict } from './use-payment-verdict';

const Outcome = styled.section<{ $tone: 'success' | 'error' | 'muted' }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 6px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.error : theme.colors.info)};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: 1.3rem; }
  h2:focus { outline: none; }
  p { margin: 0; line-height: 1.5; }
  ul { margin: 0; padding-inline-start: 20px; display: grid; gap: 6px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** Session storage key prefix: the orders whose purchase was already told in this tab. */
const PURCHASE_TOLD_KEY = 'halaqa.commerce.purchased.';

/** A positive whole number from the address, else null. */
const idOf = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /payment-complete?orderId=..&paymentId=..: where the provider sends the
 * member back (and a free order goes at once). The server verifies the
 * payment; the page shows what came of it.
 */
export function PaymentCompletePage({ title }: PageProps) {
  const { t } = useTranslation('mfe-commerce');
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const orderId = idOf(query.get('orderId'));
  const paymentId = idOf(query.get('paymentId'));
  return (
    <PageFrame title={title ?? t('pages.paymentComplete')} testId="payment-complete">
      {orderId === null
        ? <Outcome $tone="error" data-testid="payment-outcome" data-outcome="MISSING"><p>{t('complete.missingOrder')}</p></Outcome>
        : <Verification orderId={orderId} paymentId={paymentId} />}
    </PageFrame>
  );
}

function Verification({ orderId, paymentId }: { orderId: number; paymentId: number | null }) {
  const { t } = useTranslation('mfe-commerce');
  const marketplace = useOrganization().flags.marketplaceEnabled;
  const { query, gaveUp, checkAgain } = usePaymentVerdict(orderId, paymentId);
  useAfterVerdict(query.data, marketplace);
  if (query.isPending) return <LoadingState label={t('complete.checking')} />;
  if (query.isError || !query.data) return <ErrorState namespace="mfe-commerce" error={query.error} onRetry={() => void query.refetch()} />;
  const verdict = query.data;
  if (verdict.outcome === 'COMPLETE') return <Completed verdict={verdict} marketplace={marketplace} />;
  if (verdict.outcome === 'PENDING') return <Pending gaveUp={gaveUp} checking={query.isFetching} onCheckAgain={checkAgain} />;
  return <NotPaid verdict={verdict} marketplace={marketplace} />;
}

/** The outcome's heading, focused when it appears, so it is what is read next. */
function OutcomeHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return <h2 ref={heading} tabIndex={-1} data-testid="payment-outcome-title">{children}</h2>;
}

/** Where an item bought leads: its overview (which leads on into it). */
function itemPath(item: CartItem): string | null {
  return item.itemType === 'COURSE' ? pathForRole('courseOverview', item.itemId) : pathForRole('specializationOverview', item.itemId);
}

function Completed({ verdict, marketplace }: { verdict: PaymentVerdict; marketplace: boolean }) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const { order } = verdict;
  // Said once per order: coming back to this address later shows the outcome without celebrating again.
  useEffect(() => {
    const key = `${PURCHASE_TOLD_KEY}${order.id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    bus.emit('toast', { type: 'success', message: t('complete.purchased') });
  }, [order.id, t]);
  // An item that filled up while the member paid is refunded at once (reason CAPACITY): not enrolled.
  const refunded = order.items.filter((item) => item.status === 'REFUNDED' || item.refund?.reason === 'CAPACITY');
  const enrolled = order.items.filter((item) => !refunded.includes(item));
  return (
    <Outcome $tone="success" data-testid="payment-outcome" data-outcome="COMPLETE">
      <OutcomeHeading>{t('complete.completeTitle')}</OutcomeHeading>
      <p>{t('complete.completeLead')}</p>
      <ul data-testid="enrolled-items">
        {enrolled.map((item) => {
          const name = itemTitle(item, language);
          const to = itemPath(item);
          return (
            <li key={item.id} data-testid="enrolled-item">
              {to ? <Link to={to} dir="auto">{name}</Link> : <span dir="auto">{name}</span>}
            </li>
          );
        })}
      </ul>
      {refunded.map((item) => <p key={item.id} data-testid="refunded-item">{t('complete.refundedFull', { title: itemTitle(item, language) })}</p>)}
      {order.paidAmount > 0 && <p>{t('complete.paidAmount', { amount: money(order.paidAmount, order.currency) })}</p>}
      {marketplace && (
        <Actions>
          <Button as={Link} to={commercePaths.orderDetails(order.id)} $variant="ghost" data-testid="see-order">{t('complete.orderDetails')}</Button>
        </Actions>
      )}
    </Outcome>
  );
}

function Pending({ gaveUp, checking, onCheckAgain }: { gaveUp: boolean; checking: boolean; onCheckAgain(): void }) {
  const { t } = useTranslation('mfe-commerce');
  return (
    <Outcome $tone="muted" data-testid="payment-outcome" data-outcome="PENDING">
      <OutcomeHeading>{t('complete.pendingTitle')}</OutcomeHeading>
      {gaveUp
        ? (
          <>
            <p role="status">{t('complete.stillPending')}</p>
            <Actions>
              <Button type="button" onClick={onCheckAgain} disabled={checking} aria-busy={checking || undefined} data-testid="check-again">{t('complete.checkAgain')}</Button>
            </Actions>
          </>
        )
        : (
          <>
            <p>{t('complete.pendingLead')}</p>
            <LoadingState label={t('complete.checking')} />
          </>
        )}
    </Outcome>
  );
}

function NotPaid({ verdict, marketplace }: { verdict: PaymentVerdict; marketplace: boolean }) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const { outcome, message, order } = verdict;
  const first = order.items[0];
  const retry = marketplace ? commercePaths.cart() : first ? itemPath(first) : null;
  return (
    <Outcome $tone="error" data-testid="payment-outcome" data-outcome={outcome}>
      <OutcomeHeading>{t(`complete.${outcome}`)}</OutcomeHeading>
      <p role="alert" data-testid="payment-message">{message ? (language === 'ar' ? message.ar : message.en) : t(`complete.${outcome}Text`)}</p>
      {marketplace && <p>{t('complete.cartKept')}</p>}
      {retry && (
        <Actions>
          <Button as={Link} to={retry} data-testid="back-to-cart">{marketplace ? t('complete.backToCart') : t('complete.tryAgain')}</Button>
        </Actions>
      )}
    </Outcome>
  );
}
