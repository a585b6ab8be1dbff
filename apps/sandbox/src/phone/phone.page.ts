/**
 * The simulated handset: payment prompts waiting for a number, each with Approve, Reject, Wrong PIN
 * and Ignore as plain form posts (no script needed), the wallet balance and recent transactions.
 * Self-contained (inline styles, one same-origin script file) to live under the app's CSP.
 */
import { formatAmount } from '../core/money.js';
import type { Intent, Prompt } from '../core/types.js';

export interface PhoneView {
  root: string;
  msisdn: string | undefined;
  note: string | undefined;
  prompts: Array<Omit<Prompt, 'provider'> & { pinAttempts: number; expiresWallMs: number; provider: string }>;
  balanceMinor: number | undefined;
  recent: Array<Pick<Intent, 'direction' | 'amountMinor' | 'currency' | 'id'> & { provider: string; status: string }>;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ACTIONS: Array<{ action: string; label: string; cls: string }> = [
  { action: 'approve', label: 'Approve (enter PIN)', cls: 'ok' },
  { action: 'reject', label: 'Reject', cls: 'no' },
  { action: 'wrong_pin', label: 'Wrong PIN', cls: 'warn' },
  { action: 'ignore', label: 'Ignore', cls: 'muted' },
];

function promptCard(v: PhoneView, p: PhoneView['prompts'][number], back: string): string {
  const forms = ACTIONS.map(
    (a) => `<form method="post" action="${escapeHtml(`${v.root}/control/prompts/${p.id}/${a.action}`)}">
<input type="hidden" name="back" value="${escapeHtml(back)}"><button class="${a.cls}" type="submit">${a.label}</button></form>`,
  ).join('\n');
  const pin =
    p.pinAttempts > 0 ? `<p class="warn-text">Wrong PIN entered ${p.pinAttempts} time${p.pinAttempts === 1 ? '' : 's'}.</p>` : '';
  return `<li class="card" data-prompt="${escapeHtml(p.id)}">
<p class="who">${escapeHtml(v.msisdn ? p.label : `+${p.msisdn} · ${p.label}`)}</p>
<p class="ask">Pay <strong>${escapeHtml(p.currency)} ${formatAmount(p.amountMinor, 2)}</strong>?</p>
${pin}<p class="meta">${escapeHtml(p.provider)} · expires in <span data-expires="${p.expiresWallMs}">…</span></p>
<div class="actions">${forms}</div>
</li>`;
}

export function renderPhonePage(v: PhoneView): string {
  const back = v.msisdn ? `${v.root}/phone?msisdn=${encodeURIComponent(v.msisdn)}` : `${v.root}/phone`;
  const pollUrl = `${v.root}/phone/prompts.json${v.msisdn ? `?msisdn=${encodeURIComponent(v.msisdn)}` : ''}`;
  const cards = v.prompts.length
    ? `<ul class="list">${v.prompts.map((p) => promptCard(v, p, back)).join('\n')}</ul>`
    : `<p class="empty">No payment requests waiting${v.msisdn ? ' for this number' : ''}. Start a deposit in the app; it appears here.</p>`;
  const recent = v.recent.length
    ? `<h2>Recent</h2><ul class="recent">${v.recent
        .map(
          (r) =>
            `<li><span>${r.direction === 'collection' ? 'Paid' : 'Received'} ${escapeHtml(r.currency)} ${formatAmount(r.amountMinor, 2)} · ${escapeHtml(r.provider)}</span><span class="st">${escapeHtml(r.status)}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const wallet =
    v.msisdn && v.balanceMinor !== undefined ? `<p class="meta">Wallet balance: ${formatAmount(v.balanceMinor, 2)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox phone${v.msisdn ? ` +${escapeHtml(v.msisdn)}` : ''}</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#0f1419;color:#e6e6e6}
main{max-width:420px;margin:0 auto;padding:16px}
h1{font-size:18px;margin:0 0 4px}h2{font-size:15px;margin:20px 0 8px;color:#9aa4ad}
.note{background:#1d2a36;border-left:3px solid #4fa3ff;padding:8px 10px;margin:12px 0}
form.num{display:flex;gap:8px;margin:12px 0}
input[type=text]{flex:1;padding:8px;border-radius:6px;border:1px solid #33404c;background:#161d24;color:inherit}
button{padding:8px 10px;border-radius:6px;border:0;font:inherit;cursor:pointer;background:#33404c;color:#fff}
.list,.recent{list-style:none;margin:0;padding:0}
.card{background:#161d24;border:1px solid #26303a;border-radius:12px;padding:12px;margin:0 0 12px}
.card p{margin:0 0 6px}.who{color:#9aa4ad;font-size:13px}.ask{font-size:17px}.meta{color:#9aa4ad;font-size:13px}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:8px}.actions form{margin:0}.actions button{width:100%}
button.ok{background:#1f8a4c}button.no{background:#b3261e}button.warn{background:#a66a00}button.muted{background:#3a4652}
.warn-text{color:#ffb74d}.empty{color:#9aa4ad}
.recent li{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #26303a;font-size:13px}.st{color:#9aa4ad}
</style>
</head>
<body data-poll="${escapeHtml(pollUrl)}" data-ids="${escapeHtml(v.prompts.map((p) => p.id).join(','))}">
<main>
<h1>Sandbox phone</h1>
<p class="meta">Simulated handset for the payment sandbox. Nothing here is real money.</p>
<form class="num" method="get" action="${escapeHtml(`${v.root}/phone`)}">
<input type="text" name="msisdn" inputmode="numeric" placeholder="260961234567" value="${escapeHtml(v.msisdn ?? '')}" aria-label="Phone number">
<button type="submit">Open</button>
</form>
${v.note ? `<p class="note" role="status">${escapeHtml(v.note)}</p>` : ''}
${v.msisdn ? `<h2>+${escapeHtml(v.msisdn)}</h2>${wallet}` : '<h2>All numbers</h2>'}
${cards}
${recent}
</main>
<script src="${escapeHtml(`${v.root}/phone/app.js`)}"></script>
</body>
</html>
`;
}
