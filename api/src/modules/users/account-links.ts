import type { Db } from '../../core/db/types';
import { siteLink } from '../../core/site-url';
import { queueMessage } from '../outbox/service';
import { resetPasswordMessage, setPasswordMessage, verifyEmailMessage, type AccountTemplate } from './messages';
import { assertCodeSendAllowed } from '../auth/code-send-limit';
import { CODE_LIFETIME_MS, issueLinkToken, type AccountCodePurpose } from './one-time-codes';
import type { Recipient } from './recipient';

/** The emailed links of this module: which code purpose, lifetime, screen and text each uses. */
const LINKS = {
  'verify-email': { purpose: 'verify-email', lifetimeMs: CODE_LIFETIME_MS.verifyEmail, path: '/auth/verify-email', render: verifyEmailMessage },
  'reset-password': { purpose: 'reset-password', lifetimeMs: CODE_LIFETIME_MS.resetPassword, path: '/auth/reset-password', render: resetPasswordMessage },
  // A register-by-email account's first password is set through the reset screen.
  'set-password': { purpose: 'reset-password', lifetimeMs: CODE_LIFETIME_MS.setPassword, path: '/auth/reset-password', render: setPasswordMessage },
} satisfies Record<Exclude<AccountTemplate, 'phone-code'>, { purpose: AccountCodePurpose; lifetimeMs: number; path: string; render: unknown }>;

export type LinkTemplate = keyof typeof LINKS;

/**
 * Issues a single-use link (older ones of the same purpose stop working) and
 * queues the email in the caller's transaction. 429 code-002 past the
 * hourly limit.
 */
export async function mailAccountLink(
  tx: Db,
  template: LinkTemplate,
  recipient: Recipient,
  options: { site: string; now: Date },
): Promise<void> {
  const link = LINKS[template];
  const owner = { organizationId: recipient.organizationId, userId: recipient.userId };
  await assertCodeSendAllowed(tx, { organizationId: recipient.organizationId, id: recipient.userId }, link.purpose, options.now);
  const { token } = await issueLinkToken(tx, { ...owner, purpose: link.purpose, target: recipient.email, lifetimeMs: link.lifetimeMs, now: options.now });
  const url = siteLink(options.site, link.path, { token });
  const message = link.render({ ...recipient, link: url });
  await queueMessage(tx, {
    organizationId: recipient.organizationId,
    channel: 'email',
    recipient: recipient.email,
    template,
    language: recipient.language,
    subject: message.subject,
    body: message.body,
    data: { link: url },
  });
}
