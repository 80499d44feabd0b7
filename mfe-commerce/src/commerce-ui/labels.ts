/** The part of i18next's `t` these helpers use. */
type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** An order's or payment's status in words (its code when the texts do not know it yet). */
export const statusLabel = (t: Translate, status: string): string => t(`status.${status}`, { defaultValue: status });

/** How an order was paid: the method's name (credit card, Tamara...), else the provider's, else a dash. */
export function methodLabel(t: Translate, payment: { method: string | null; provider?: string | null } | null): string {
  const method = payment?.method ?? null;
  if (method) return t(`method.${method}`, { defaultValue: method });
  const provider = payment?.provider ?? null;
  return provider ? t(`payment.${provider}`, { defaultValue: provider }) : t('method.none');
}
