import type { PaymentStatus } from '../tables';

/**
 * The sandbox provider's own statuses (sandbox_payments.status) and what
 * each means to Halaqa. A card payment goes initiated -> (challenge ->)
 * paid | declined | canceled; a buy-now-pay-later one initiated -> approved
 * (the member said yes: authorised) -> captured, or declined | canceled.
 */
const SANDBOX_STATUSES = [
  'initiated', 'challenge', 'paid', 'approved', 'captured', 'declined', 'failed', 'canceled', 'expired', 'refunded', 'partially_refunded',
] as const;
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

const MEANING: Readonly<Record<SandboxStatus, PaymentStatus>> = {
  initiated: 'PENDING',
  challenge: 'PENDING',
  paid: 'COMPLETE',
  approved: 'AUTHORISED',
  captured: 'COMPLETE',
  declined: 'DECLINED',
  failed: 'FAILED',
  canceled: 'CANCELED',
  expired: 'EXPIRED',
  refunded: 'REFUNDED',
  partially_refunded: 'PARTIALLY_REFUNDED',
};

const isSandboxStatus = (value: string): value is SandboxStatus => (SANDBOX_STATUSES as readonly string[]).includes(value);

/** An unknown status reads as still pending: nothing is completed or failed on a word we do not know. */
export const paymentStatusOf = (status: string): PaymentStatus => (isSandboxStatus(status) ? MEANING[status] : 'PENDING');

/** Where the member may still act on the hosted page. */
export const OPEN_STATUSES: readonly SandboxStatus[] = ['initiated', 'challenge'];

/** What each outcome tells the callback (the providers' redirect outcomes: success, cancel, failure). */
export function outcomeOf(status: SandboxStatus): 'success' | 'cancel' | 'failure' {
  if (status === 'paid' || status === 'approved' || status === 'captured') return 'success';
  if (status === 'canceled') return 'cancel';
  return 'failure';
}
