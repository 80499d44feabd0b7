import type { BothLanguages } from '../../notifications/events';
import type { PaymentOutcome } from './dto';

/** What /payment-complete tells the member about a payment that did not complete (null: it did, or is still being decided). */
const MESSAGES: Readonly<Record<Exclude<PaymentOutcome, 'COMPLETE' | 'PENDING'>, BothLanguages>> = {
  DECLINED: {
    en: 'Your payment was declined. Your cart is kept: try another card or payment method.',
    ar: 'رُفضت عملية الدفع. سلّتك محفوظة: جرّب بطاقة أو طريقة دفع أخرى.',
  },
  CANCELED: {
    en: 'The payment was canceled. Your cart is kept: you can pay when you are ready.',
    ar: 'أُلغيت عملية الدفع. سلّتك محفوظة: يمكنك الدفع متى شئت.',
  },
  EXPIRED: {
    en: 'The payment was not finished in time. Your cart is kept: please try again.',
    ar: 'لم تكتمل عملية الدفع في الوقت المحدد. سلّتك محفوظة: حاول مرة أخرى.',
  },
  FAILED: {
    en: 'The payment could not be completed. Your cart is kept: please try again.',
    ar: 'تعذّر إتمام عملية الدفع. سلّتك محفوظة: حاول مرة أخرى.',
  },
};

const PENDING_MESSAGE: BothLanguages = {
  en: 'We are still waiting for the payment provider to confirm your payment. This page will update.',
  ar: 'ما زلنا ننتظر تأكيد الدفع من مزوّد الدفع. ستتحدّث هذه الصفحة.',
};

export function messageOf(outcome: PaymentOutcome): BothLanguages | null {
  if (outcome === 'COMPLETE') return null;
  if (outcome === 'PENDING') return PENDING_MESSAGE;
  return MESSAGES[outcome];
}
