import { derivedSecret } from '../../../core/access-token';

/**
 * The webhook secret the sandbox signs with for one organization: the
 * environment variable its gateway row names (webhook_secret_env), or, when
 * none is set, a key derived from the server's secret (ACCESS_TOKEN_SECRET)
 * for this organization alone. No secret sits in git or the database.
 */
export function sandboxWebhookSecret(organizationId: number, webhookSecretEnv: string | null, env: NodeJS.ProcessEnv = process.env): string {
  const configured = webhookSecretEnv ? env[webhookSecretEnv] : undefined;
  return configured || derivedSecret(`sandbox-webhook:${organizationId}`, env).toString('hex');
}
