import { eq } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { organizations } from '../modules/organizations/tables';
import { paymentGateways, refundPolicies, refundPolicyRules, sellerProfiles, taxClasses } from '../modules/commerce/tables';
import { seedCommerceVouchers } from './commerce-vouchers';

interface CommerceSeed {
  seller: { sellerName: string; sellerNameAr: string; vatNumber: string; address: string; addressAr: string };
  /** Every provider in SANDBOX mode: the API's own sandbox plays it (no secrets needed). */
  providers: ReadonlyArray<{ provider: 'CARD' | 'TAMARA' | 'TABBY'; methods?: string[] }>;
  refunds: { maxRefundAmount: number | null; maxRefundPercentageBasisPoints: number | null; rules: ReadonlyArray<{ timeLeftInHours: number; refundPercentageBasisPoints: number }> };
}

const SEEDS: Readonly<Record<string, CommerceSeed>> = {
  demo: {
    seller: {
      sellerName: 'Halaqa Demo Academy', sellerNameAr: 'أكاديمية حلقة التجريبية', vatNumber: '310122393500003',
      address: 'King Fahd Road, Riyadh 12271', addressAr: 'طريق الملك فهد، الرياض 12271',
    },
    providers: [{ provider: 'CARD', methods: ['creditcard', 'applepay'] }, { provider: 'TAMARA' }, { provider: 'TABBY' }],
    // A full refund up to a week before the start, half up to two days before; nothing after.
    refunds: { maxRefundAmount: null, maxRefundPercentageBasisPoints: 10000, rules: [{ timeLeftInHours: 168, refundPercentageBasisPoints: 10000 }, { timeLeftInHours: 48, refundPercentageBasisPoints: 5000 }] },
  },
  nour: {
    seller: {
      sellerName: 'Nour Health Training Center', sellerNameAr: 'مركز نور للتدريب الصحي', vatNumber: '300075588700003',
      address: 'Prince Sultan Road, Jeddah 23431', addressAr: 'طريق الأمير سلطان، جدة 23431',
    },
    providers: [{ provider: 'CARD', methods: ['creditcard'] }],
    refunds: { maxRefundAmount: null, maxRefundPercentageBasisPoints: 10000, rules: [{ timeLeftInHours: 72, refundPercentageBasisPoints: 10000 }] },
  },
};

/** The seller, VAT, payment providers and refund policy of an organization (idempotent). */
export async function seedCommerce(tx: Db, domainPrefix: string): Promise<void> {
  const seed = SEEDS[domainPrefix];
  if (!seed) return;
  const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix));
  if (!org) return;
  const organizationId = org.id;
  await tx.insert(sellerProfiles).values({ organizationId, ...seed.seller }).onConflictDoNothing();
  await tx.insert(taxClasses).values({ organizationId, name: 'VAT 15%', rateBasisPoints: 1500, isDefault: true }).onConflictDoNothing();
  await tx.insert(paymentGateways).values(seed.providers.map((p) => ({
    organizationId, provider: p.provider, mode: 'SANDBOX', methods: p.methods ?? [], publishableKey: `pk_sandbox_${domainPrefix}_${p.provider.toLowerCase()}`,
  }))).onConflictDoNothing();
  await tx.insert(refundPolicies).values({
    organizationId, maxRefundAmount: seed.refunds.maxRefundAmount, maxRefundPercentageBasisPoints: seed.refunds.maxRefundPercentageBasisPoints,
  }).onConflictDoNothing();
  await tx.insert(refundPolicyRules).values(seed.refunds.rules.map((rule) => ({ organizationId, ...rule }))).onConflictDoNothing();
  await seedCommerceVouchers(tx, organizationId, domainPrefix);
}
