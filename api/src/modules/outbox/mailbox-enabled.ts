/**
 * The development mailbox (page and JSON) lists every message with its
 * links and codes, so it must never be on in production by accident:
 * MAILBOX_ENABLED=true|false decides, otherwise it is on unless NODE_ENV=production.
 */
export function mailboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.MAILBOX_ENABLED === 'true') return true;
  if (env.MAILBOX_ENABLED === 'false') return false;
  return env.NODE_ENV !== 'production';
}
