import type { Language } from '@halaqa/contracts';
import { escapeHtml } from '../../../core/html-text';
import { decimalOf } from '../payments/amounts';
import { SANDBOX_PATH } from './sandbox-adapter';
import type { SandboxPayment } from './sandbox-book';
import { textsFor, type SandboxTexts } from './page-texts';
import type { CardField, CardVerdict } from './test-cards';

/**
 * The sandbox provider's hosted pages: server-rendered HTML, no script
 * (the forms post back here), in the payment's language (right to left in
 * Arabic), with the organization's name. Every field has its label, errors
 * are listed at the top (an alert) and tied to their fields.
 */
export interface PageView {
  payment: SandboxPayment;
  organization: string;
  language: Language;
  /** The answer's CSP nonce for the inline style. */
  nonce: string;
}

type Refusal = Extract<CardVerdict, { kind: 'refused' }>;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI","Noto Naskh Arabic",Tahoma,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.5rem;background:#fef3c7;color:#78350f;font-size:.875rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.payee{margin:0 0 1rem;color:#374151}
.what{margin:0 0 1.25rem;color:#4b5563}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
.hint{font-weight:400;color:#4b5563;font-size:.875rem}
input{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #6b7280;border-radius:.5rem}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.field-error{margin:.25rem 0 0;color:#b91c1c;font-size:.875rem}
.errors{margin:0 0 1rem;padding:.75rem 1rem;border:2px solid #b91c1c;border-radius:.5rem;color:#7f1d1d;background:#fef2f2}
.errors p{margin:0 0 .25rem;font-weight:600}.errors ul{margin:0;padding-inline-start:1.25rem}.errors a{color:#7f1d1d}
button{font:inherit;cursor:pointer;border-radius:.5rem;padding:.75rem 1rem;border:1px solid transparent}
.primary{width:100%;margin-top:1.25rem;background:#1d4ed8;color:#fff;font-weight:600}
.secondary{width:100%;margin-top:.75rem;background:#fff;color:#1f2937;border-color:#6b7280}
.quiet{margin-top:1rem;background:none;color:#1d4ed8;text-decoration:underline;padding:.25rem 0}
button:focus-visible,input:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
details{margin-top:1.25rem;color:#374151}summary{cursor:pointer;font-weight:600}
.schedule{list-style:none;padding:0;margin:.5rem 0 0}.schedule li{display:flex;justify-content:space-between;padding:.375rem 0;border-bottom:1px solid #e5e7eb}
.lang{margin:1.25rem 0 0;text-align:end;font-size:.875rem}.lang a{color:#1d4ed8}
.ltr{direction:ltr;text-align:start;unicode-bidi:isolate}
`;

/** Money as the member reads it, from halalas (an exact decimal string into Intl, no float). */
function moneyText(halalas: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency }) as unknown as { format(value: string): string };
  return format.format(decimalOf(halalas));
}

const pagePath = (payment: SandboxPayment, suffix = '') => `${SANDBOX_PATH}/${encodeURIComponent(payment.id)}${suffix}`;

function frame(view: Omit<PageView, 'payment'> & { title: string; switchTo?: string }, body: string): string {
  const t = textsFor(view.language);
  const other = view.switchTo
    ? `<p class="lang"><a href="${escapeHtml(view.switchTo)}?lang=${t.otherLanguage.code}" lang="${t.otherLanguage.code}" hreflang="${t.otherLanguage.code}">${escapeHtml(t.otherLanguage.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${view.language}" dir="${t.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(view.title)} · ${escapeHtml(view.organization)}</title>
<style nonce="${escapeHtml(view.nonce)}">${STYLE}</style>
</head>
<body>
<main aria-labelledby="page-title">
<p class="badge">${escapeHtml(t.testMode)}</p>
${body}
${other}
</main>
</body>
</html>`;
}

function heading(view: PageView, t: SandboxTexts, title: string): string {
  return `<h1 id="page-title">${escapeHtml(title)}</h1>
<p class="payee">${escapeHtml(t.payee(view.organization))}</p>
<p class="what">${escapeHtml(view.payment.description)}</p>`;
}

function errorList(t: SandboxTexts, errors: ReadonlyArray<{ field: string; text: string }>): string {
  if (errors.length === 0) return '';
  const items = errors.map((error) => `<li><a href="#${error.field}">${escapeHtml(error.text)}</a></li>`).join('');
  return `<div class="errors" role="alert" id="errors"><p>${escapeHtml(t.errorSummary)}</p><ul>${items}</ul></div>`;
}

interface FieldSpec {
  id: CardField;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: string;
  value: string;
  error: string | null;
  ltr?: boolean;
  maxLength: number;
}

function field(spec: FieldSpec): string {
  const described = [spec.hint ? `${spec.id}-hint` : '', spec.error ? `${spec.id}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${spec.id}">${escapeHtml(spec.label)}${spec.hint ? ` <span class="hint" id="${spec.id}-hint">${escapeHtml(spec.hint)}</span>` : ''}</label>
<input id="${spec.id}" name="${spec.id}" autocomplete="${spec.autocomplete}" maxlength="${spec.maxLength}" required${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''}${spec.ltr ? ' dir="ltr" class="ltr"' : ''}${spec.error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}${spec.error ? ' autofocus' : ''} value="${escapeHtml(spec.value)}">
${spec.error ? `<p class="field-error" id="${spec.id}-error">${escapeHtml(spec.error)}</p>` : ''}`;
}

function cancelForm(payment: SandboxPayment, t: SandboxTexts, className = 'quiet'): string {
  return `<form method="post" action="${pagePath(payment, '/cancel')}"><button type="submit" class="${className}">${escapeHtml(t.cancel)}</button></form>`;
}

/** The card form; after a refusal, with what was typed (never the CVC) and the field's error. */
export function cardPage(view: PageView, refusal: Refusal | null = null, typed: { name: string; number: string; expiry: string } = { name: '', number: '', expiry: '' }): string {
  const t = textsFor(view.language);
  const amount = moneyText(view.payment.amount, view.payment.currency, view.language);
  const errorOf = (id: CardField) => (refusal?.field === id ? t.refusal[refusal.reason] : null);
  const fields: FieldSpec[] = [
    { id: 'name', label: t.name, autocomplete: 'cc-name', value: typed.name, error: errorOf('name'), maxLength: 100 },
    { id: 'number', label: t.number, autocomplete: 'cc-number', inputmode: 'numeric', value: typed.number, error: errorOf('number'), ltr: true, maxLength: 23 },
  ];
  const body = `${heading(view, t, t.payTitle(amount))}
${errorList(t, refusal ? [{ field: refusal.field, text: t.refusal[refusal.reason] }] : [])}
<form method="post" action="${pagePath(view.payment, '/card')}" novalidate>
${fields.map(field).join('\n')}
<div class="row">
<div>${field({ id: 'expiry', label: t.expiry, hint: t.expiryHint, autocomplete: 'cc-exp', inputmode: 'numeric', value: typed.expiry, error: errorOf('expiry'), ltr: true, maxLength: 7 })}</div>
<div>${field({ id: 'cvc', label: t.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', value: '', error: errorOf('cvc'), ltr: true, maxLength: 4 })}</div>
</div>
<button type="submit" class="primary">${escapeHtml(t.pay(amount))}</button>
</form>
${cancelForm(view.payment, t)}
<details><summary>${escapeHtml(t.testCards)}</summary><ul>${t.testCardList.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></details>`;
  return frame({ ...view, title: t.payTitle(amount), switchTo: pagePath(view.payment) }, body);
}

/** The challenge step (a 3-D Secure stand-in): the one-time code; `triesLeft` after a wrong one. */
export function challengePage(view: PageView, triesLeft: number | null = null): string {
  const t = textsFor(view.language);
  const error = triesLeft === null ? null : t.challengeWrong(triesLeft);
  const body = `<h1 id="page-title">${escapeHtml(t.challengeTitle)}</h1>
<p class="payee">${escapeHtml(t.payee(view.organization))}: ${escapeHtml(moneyText(view.payment.amount, view.payment.currency, view.language))}</p>
<p class="what">${escapeHtml(t.challengeText)}</p>
${errorList(t, error ? [{ field: 'code', text: error }] : [])}
<form method="post" action="${pagePath(view.payment, '/challenge')}" novalidate>
<label for="code">${escapeHtml(t.challengeCode)}</label>
<input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" maxlength="6" required dir="ltr" class="ltr"${error ? ' aria-invalid="true" aria-describedby="code-error" autofocus' : ''}>
${error ? `<p class="field-error" id="code-error">${escapeHtml(error)}</p>` : ''}
<button type="submit" class="primary">${escapeHtml(t.challengeVerify)}</button>
</form>
${cancelForm(view.payment, t)}`;
  return frame({ ...view, title: t.challengeTitle, switchTo: pagePath(view.payment, '/challenge') }, body);
}

/** The instalments of a buy-now-pay-later plan: equal parts in halalas, the first taking the remainder. */
export function instalmentsOf(amount: number, count: number): number[] {
  const part = Math.floor(amount / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? amount - part * (count - 1) : part));
}

/** Both providers' plans as the cart's disclosure states them: 4 instalments, a month apart. */
const INSTALMENTS = 4;

/** The buy-now-pay-later approval page: the disclosure, the plan, approve or decline (the sandbox lets the tester choose). */
export function bnplPage(view: PageView): string {
  const t = textsFor(view.language);
  const kind = view.payment.kind === 'TABBY' ? 'TABBY' : 'TAMARA';
  const amount = moneyText(view.payment.amount, view.payment.currency, view.language);
  const plan = instalmentsOf(view.payment.amount, INSTALMENTS)
    .map((part, index) => `<li><span>${escapeHtml(t.scheduleWhen(index))}</span><span>${escapeHtml(moneyText(part, view.payment.currency, view.language))}</span></li>`).join('');
  const body = `${heading(view, t, `${t.bnplTitle[kind]}: ${amount}`)}
<p>${escapeHtml(t.bnplDisclosure[kind])}</p>
<h2 id="plan-title" class="hint">${escapeHtml(t.schedule)}</h2>
<ul class="schedule" aria-labelledby="plan-title">${plan}</ul>
<form method="post" action="${pagePath(view.payment, '/bnpl')}">
<button type="submit" name="decision" value="approve" class="primary">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="decline" class="secondary">${escapeHtml(t.decline)}</button>
</form>
${cancelForm(view.payment, t)}`;
  return frame({ ...view, title: t.bnplTitle[kind], switchTo: pagePath(view.payment) }, body);
}

/** A payment already decided, visited again: what became of it, and the way back. */
export function donePage(view: PageView, backTo: string): string {
  const t = textsFor(view.language);
  const body = `<h1 id="page-title">${escapeHtml(t.doneTitle)}</h1>
<p class="what">${escapeHtml(t.doneStatus[view.payment.status] ?? '')}</p>
<p><a href="${escapeHtml(backTo)}">${escapeHtml(t.backToStore)}</a></p>`;
  return frame({ ...view, title: t.doneTitle }, body);
}

export function notFoundPage(language: Language, nonce: string, organization: string): string {
  const t = textsFor(language);
  return frame({ language, nonce, organization, title: t.notFoundTitle }, `<h1 id="page-title">${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFoundText)}</p>`);
}
