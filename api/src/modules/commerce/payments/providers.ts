import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { createSandboxAdapter } from '../sandbox/sandbox-adapter';
import { sandboxWebhookSecret } from '../sandbox/sandbox-secret';
import { paymentGateways, type PaymentProvider } from '../tables';
import { createMoyasarAdapter } from './moyasar';
import type { PaymentAdapter } from './provider';
import type { Fetch } from './provider-http';
import { createTabbyAdapter } from './tabby';
import { createTamaraAdapter } from './tamara';

/** The organization's credential flags for one provider (payment_gateways). */
export type Gateway = typeof paymentGateways.$inferSelect;
type GatewayProvider = 'CARD' | 'TAMARA' | 'TABBY';

const isGatewayProvider = (provider: string): provider is GatewayProvider => provider === 'CARD' || provider === 'TAMARA' || provider === 'TABBY';

const unavailable = (provider: string) => new AppError(403, ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE, `The organization does not take payments through ${provider}`);

/** The enabled gateway of a provider, or 403 pay-001. */
export async function gatewayOf(db: Db, organizationId: number, provider: string): Promise<Gateway> {
  if (!isGatewayProvider(provider)) throw unavailable(provider);
  const [gateway] = await db.select().from(paymentGateways)
    .where(and(eq(paymentGateways.organizationId, organizationId), eq(paymentGateways.provider, provider))).limit(1);
  if (!gateway?.isEnabled) throw unavailable(provider);
  return gateway;
}

export interface AdapterOptions {
  env?: NodeJS.ProcessEnv;
  /** The real adapters' HTTP (tests give a fake). */
  fetch?: Fetch;
  now?: () => Date;
  /**
   * The provider's id of an existing payment: a sandbox payment (sbx_...) is
   * read from the sandbox even if the gateway has gone LIVE since.
   */
  providerPaymentId?: string | null;
}

/** A secret the gateway row names: the environment variable must hold it. */
function secretFrom(env: NodeJS.ProcessEnv, name: string | null, provider: string, what: string): string {
  const value = name ? env[name] : undefined;
  if (!value) throw new AppError(502, ERROR_CODES.PAYMENT_PROVIDER_ERROR, `The ${provider} gateway is LIVE but its ${what} (${name ?? 'no variable named'}) is not set`);
  return value;
}

/**
 * The adapter of a provider for an organization, from its payment_gateways
 * row: absent or disabled, 403 pay-001; mode SANDBOX, the API's own sandbox
 * playing that provider; LIVE, the real provider with the secrets read from
 * the environment variables the row names (MOYASAR_API_URL, TAMARA_API_URL
 * and TABBY_API_URL point a real adapter at the provider's test host).
 */
export async function adapterFor(db: Db, organizationId: number, provider: PaymentProvider, options: AdapterOptions = {}): Promise<PaymentAdapter> {
  const gateway = await gatewayOf(db, organizationId, provider);
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());
  const kind = gateway.provider as GatewayProvider;
  if (gateway.mode === 'SANDBOX' || options.providerPaymentId?.startsWith('sbx_')) {
    return createSandboxAdapter({ db, organizationId, plays: kind, webhookSecret: sandboxWebhookSecret(organizationId, gateway.webhookSecretEnv, env), now });
  }
  const fetchImpl = options.fetch ?? (fetch as unknown as Fetch);
  const secret = () => secretFrom(env, gateway.secretEnv, kind, 'secret key');
  const webhookSecret = () => secretFrom(env, gateway.webhookSecretEnv, kind, 'webhook secret');
  switch (kind) {
    case 'CARD':
      return createMoyasarAdapter({ secretKey: secret(), webhookSecret: webhookSecret(), fetch: fetchImpl, ...(env.MOYASAR_API_URL ? { baseUrl: env.MOYASAR_API_URL } : {}) });
    case 'TAMARA':
      return createTamaraAdapter({
        apiToken: secret(), notificationToken: webhookSecret(), fetch: fetchImpl, now, ...(env.TAMARA_API_URL ? { baseUrl: env.TAMARA_API_URL } : {}),
      });
    case 'TABBY':
      return createTabbyAdapter({
        secretKey: secret(), webhookSecret: webhookSecret(), fetch: fetchImpl,
        // Tabby names the merchant (a store) apart from the key: TABBY_MERCHANT_CODE.
        merchantCode: secretFrom(env, 'TABBY_MERCHANT_CODE', kind, 'merchant code'),
        ...(env.TABBY_API_URL ? { baseUrl: env.TABBY_API_URL } : {}),
      });
  }
}
