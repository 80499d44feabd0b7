import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { CheckoutProvider } from '../checkout/dto';
import { paymentGateways } from '../tables';
import type { ProviderOption } from './dto';

/**
 * The payment disclosure of each buy-now-pay-later provider, shown in the
 * cart before the member is sent to it (spec section 7 "payment
 * disclosure"). It says what the plan is and who decides, without promising
 * what only the provider's own terms can (fees, the schedule it offers).
 */
const DISCLOSURES: Readonly<Record<CheckoutProvider, ProviderOption['disclosure']>> = {
  CARD: null,
  TAMARA: {
    en: 'Pay in 4 interest-free instalments with Tamara: the first is taken today and the other three once a month. '
      + 'Tamara decides at checkout whether to approve you, and may check your details with a credit bureau. '
      + 'The instalment plan is an agreement between you and Tamara, under Tamara\'s terms and conditions, which you read and accept on its page. '
      + 'You will be taken to Tamara to finish paying.',
    ar: 'قسّم مبلغك على 4 دفعات بدون فوائد مع تمارا: تُخصم الدفعة الأولى اليوم والثلاث الباقية مرة كل شهر. '
      + 'تقرّر تمارا عند الدفع الموافقة على طلبك، وقد تتحقق من بياناتك لدى جهة ائتمانية. '
      + 'خطة التقسيط اتفاق بينك وبين تمارا وفق شروطها وأحكامها التي تطّلع عليها وتقبلها في صفحتها. '
      + 'ستنتقل إلى تمارا لإكمال الدفع.',
  },
  TABBY: {
    en: 'Pay in 4 interest-free instalments with Tabby: the first is taken today and the other three once a month. '
      + 'Tabby decides at checkout whether to approve you, and may check your details with a credit bureau. '
      + 'The instalment plan is an agreement between you and Tabby, under Tabby\'s terms and conditions, which you read and accept on its page. '
      + 'You will be taken to Tabby to finish paying.',
    ar: 'قسّم مبلغك على 4 دفعات بدون فوائد مع تابي: تُخصم الدفعة الأولى اليوم والثلاث الباقية مرة كل شهر. '
      + 'تقرّر تابي عند الدفع الموافقة على طلبك، وقد تتحقق من بياناتك لدى جهة ائتمانية. '
      + 'خطة التقسيط اتفاق بينك وبين تابي وفق شروطها وأحكامها التي تطّلع عليها وتقبلها في صفحتها. '
      + 'ستنتقل إلى تابي لإكمال الدفع.',
  },
};

const METHODS: Readonly<Record<CheckoutProvider, ProviderOption['method']>> = { CARD: 'credit-card', TAMARA: 'bnpl-tamara', TABBY: 'bnpl-tabby' };
const ORDER: readonly CheckoutProvider[] = ['CARD', 'TAMARA', 'TABBY'];

const isCheckoutProvider = (provider: string): provider is CheckoutProvider => (ORDER as readonly string[]).includes(provider);

/** The providers the organization has switched on (payment_gateways), card first. */
export async function providersOf(db: Db, organizationId: number): Promise<ProviderOption[]> {
  const rows = await db.select({ provider: paymentGateways.provider }).from(paymentGateways)
    .where(and(eq(paymentGateways.organizationId, organizationId), eq(paymentGateways.isEnabled, true)));
  const enabled = new Set(rows.map((row) => row.provider).filter(isCheckoutProvider));
  return ORDER.filter((provider) => enabled.has(provider))
    .map((provider) => ({ provider, method: METHODS[provider], disclosure: DISCLOSURES[provider] }));
}
