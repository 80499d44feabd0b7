import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { useQueryClient } from '@halaqa/query';
import { useNavigate } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import { commerceKeys, publishCart } from '../../api/cart-queries';
import { PriceChanged } from '../../api/checkout-call';
import { followCheckout } from '../../api/follow-checkout';
import type { Cart, Provider } from '../../api/types';
import { AmountsList } from '../../commerce-ui/AmountsList';
import { useMoney } from '../../commerce-ui/format';
import { useLeaving } from '../../commerce-ui/use-leaving';
import { DISCLOSURE_ID, PaymentChoice } from './PaymentChoice';
import { PriceChangeNotice } from './PriceChangeNotice';
import { useCheckout } from './use-checkout';
import { VoucherForm } from './VoucherForm';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  > h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; line-height: 1.5; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

const PayButton = styled(Button)`
  inline-size: 100%;
  font-size: 1.05rem;
`;

/**
 * The cart's side: voucher, amounts (subtotal, discount, VAT, total), any
 * price change to accept, the way to pay and Pay. Pay sends the total on
 * screen; a paid order goes to the provider's page, a free one straight to
 * /payment-complete.
 */
export function CheckoutPanel({ cart }: { cart: Cart }) {
  const { t } = useTranslation('mfe-commerce');
  const money = useMoney();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const order = cart.order;
  const total = order?.totalAmount ?? 0;
  const free = total === 0;
  const [provider, setProvider] = useState<Provider | null>(cart.providers[0]?.provider ?? null);
  const [priceChanged, setPriceChanged] = useState(false);
  const [acceptedTotal, setAcceptedTotal] = useState<number | null>(null);
  const [leaving, setLeaving] = useLeaving();
  const [unusableAnswer, setUnusableAnswer] = useState(false);
  const noticeHeading = useRef<HTMLHeadingElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const pay = useCheckout();

  // A provider that is no longer offered (the answer changed) is not kept.
  useEffect(() => {
    if (provider !== null && !cart.providers.some((choice) => choice.provider === provider)) setProvider(cart.providers[0]?.provider ?? null);
  }, [cart.providers, provider]);

  const mustConfirm = (cart.priceChanges.length > 0 || cart.droppedVoucher !== null || priceChanged) && acceptedTotal !== total;
  const chosen = cart.providers.find((choice) => choice.provider === provider) ?? null;
  const busy = pay.isPending || leaving;
  const canPay = order !== null && cart.items.length > 0 && !mustConfirm && (free || chosen !== null);

  const startPayment = () => {
    setUnusableAnswer(false);
    pay.mutate({ cart, provider: free ? null : provider }, {
      onSuccess: (answer) => {
        const left = followCheckout(answer, navigate);
        setLeaving(left && answer.status === 'AWAITING_PAYMENT');
        setUnusableAnswer(!left);
      },
      onError: (error) => {
        if (!(error instanceof PriceChanged)) return;
        if (error.cart) publishCart(queryClient, error.cart);
        else void queryClient.invalidateQueries({ queryKey: commerceKeys.cart });
        setPriceChanged(true);
        setAcceptedTotal(null);
        setTimeout(() => noticeHeading.current?.focus(), 0);
      },
    });
  };

  const accept = () => {
    setAcceptedTotal(total);
    setTimeout(() => payButton.current?.focus(), 0);
  };

  const failure = pay.error && !(pay.error instanceof PriceChanged) ? failureText(t, pay.error, 'mfe-commerce') : unusableAnswer ? failureText(t, new Error(), 'mfe-commerce') : null;
  const currency = order?.currency ?? 'SAR';
  return (
    <Panel aria-labelledby="checkout-title" data-testid="checkout-panel">
      <h2 id="checkout-title">{t('amounts.title')}</h2>
      <VoucherForm cart={cart} />
      {order && <AmountsList amounts={order} items={cart.items} voucherCode={cart.voucher?.code ?? null} />}
      {mustConfirm && <PriceChangeNotice cart={cart} headingRef={noticeHeading} onAccept={accept} />}
      {acceptedTotal !== null && acceptedTotal === total && <p role="status">{t('priceChanges.accepted')}</p>}
      {order?.status === 'AWAITING_PAYMENT' && <Muted>{t('cart.awaitingPayment')}</Muted>}
      {!free && cart.providers.length > 0 && (
        <PaymentChoice providers={cart.providers} value={provider} onChange={setProvider} disabled={busy} />
      )}
      {!free && cart.providers.length === 0 && <Failure>{t('payment.noProviders')}</Failure>}
      <PayButton
        ref={payButton}
        type="button"
        onClick={startPayment}
        disabled={!canPay || busy}
        aria-busy={busy || undefined}
        aria-describedby={chosen?.disclosure && !free ? DISCLOSURE_ID : undefined}
        data-testid="pay"
      >
        {busy ? t(free ? 'payment.completing' : 'payment.opening') : free ? t('payment.free') : t('payment.pay', { total: money(total, currency) })}
      </PayButton>
      {!free && <Muted>{t('payment.secure')}</Muted>}
      {failure ? <Failure role="alert" data-testid="checkout-error">{failure}</Failure> : null}
    </Panel>
  );
}
