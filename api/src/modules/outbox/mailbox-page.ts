import { escapeHtml } from '../../core/html-text';
import type { OutboxEntry } from './mailbox-query';


// Links become anchors and 6-digit codes are highlighted; everything else is escaped text.
const TOKEN = /(https?:\/\/[^\s<>"']+)|(\b\d{6}\b)/g;

function renderBody(body: string): string {
  let out = '';
  let last = 0;
  for (const match of body.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    out += escapeHtml(body.slice(last, index));
    const [text, url, code] = match;
    let consumed = text.length;
    if (url) {
      // A sentence's closing punctuation is not part of the link.
      const link = url.replace(/[.,;:!?)]+$/, '');
      consumed = link.length;
      out += `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    } else if (code) out += `<mark class="code">${escapeHtml(code)}</mark>`;
    else out += escapeHtml(text);
    last = index + consumed;
  }
  return out + escapeHtml(body.slice(last));
}

function status(entry: OutboxEntry): string {
  if (entry.sentAt) return `sent ${entry.sentAt}`;
  if (entry.failedAt) return `failed ${entry.failedAt}: ${entry.error ?? ''}`;
  return 'in the outbox';
}

/** The development mailbox: every queued email and SMS, newest first. */
export function renderMailboxPage(entries: OutboxEntry[], recipient: string | null, nonce: string): string {
  const items = entries.map((entry) => `
    <article class="message">
      <header>
        <span class="channel">${escapeHtml(entry.channel)}</span>
        <strong dir="auto">${escapeHtml(entry.recipient)}</strong>
        <span class="template">${escapeHtml(entry.template)}</span>
        <span class="org">${escapeHtml(entry.domainPrefix)}</span>
        <time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(entry.createdAt)}</time>
        <a href="?recipient=${encodeURIComponent(entry.recipient)}">only this recipient</a>
      </header>
      ${entry.subject ? `<h2 dir="auto">${escapeHtml(entry.subject)}</h2>` : ''}
      <pre dir="auto" lang="${escapeHtml(entry.language)}">${renderBody(entry.body)}</pre>
      <footer>${escapeHtml(status(entry))}</footer>
    </article>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Halaqa mailbox</title>
<style nonce="${escapeHtml(nonce)}">
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2933; }
  .message { border: 1px solid #d9dee3; border-radius: 6px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
  .message header { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: baseline; font-size: 0.9rem; }
  .channel, .template, .org { background: #eef2f6; border-radius: 4px; padding: 0 0.4rem; }
  h2 { font-size: 1.05rem; margin: 0.5rem 0; }
  pre { white-space: pre-wrap; font-family: inherit; margin: 0.5rem 0; }
  mark.code { font-family: ui-monospace, monospace; font-size: 1.2rem; letter-spacing: 0.15em; padding: 0 0.3rem; }
  footer { color: #52606d; font-size: 0.8rem; }
</style>
</head>
<body>
<h1>Mailbox</h1>
<p>Messages the platform queued (development only), newest first.${recipient ? ` Recipient: <strong dir="auto">${escapeHtml(recipient)}</strong> — <a href="/dev/mailbox">show all</a>` : ''}</p>
<form method="get" action="/dev/mailbox"><label>Recipient <input name="recipient" value="${escapeHtml(recipient ?? '')}"></label> <button type="submit">Filter</button></form>
${items || '<p>No messages.</p>'}
</body>
</html>
`;
}
