/**
 * The developer's outbox: with SMS_PROVIDER=outbox nothing is really sent, so the texts a player
 * would receive (one-time codes included) are shown here in full. app.ts registers these routes
 * only for the outbox provider outside production.
 *
 * The page must live under the app's CSP (inline styles allowed, no inline script): it refreshes
 * itself with a meta tag. Browser tests read codes from /dev/sms.json instead of the HTML.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '@nyota/contract/envelope';
import type { Db } from '../../platform/db/database.js';
import { latestOutbox } from './sms.service.js';
import type { OutboxEntry } from './sms.repo.js';

const PAGE_SIZE = 50;

export interface DevSmsMessage {
  id: string;
  /** E.164 digits without '+', as the sender was given them (e.g. 260971234567). */
  mobile: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

export function registerDevSmsPage(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/dev/sms.json', async (_req, reply) => {
    const rows = await latestOutbox(deps.db, PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return ok<DevSmsMessage[]>(rows.map(toMessage));
  });

  app.get('/dev/sms', async (_req, reply) => {
    const rows = await latestOutbox(deps.db, PAGE_SIZE);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderPage(rows));
  });
}

function toMessage(r: OutboxEntry): DevSmsMessage {
  return { id: r.id, mobile: r.mobile, body: r.body, createdAt: r.createdAt.toISOString() };
}

function renderPage(rows: OutboxEntry[]): string {
  const items = rows
    .map(
      (r) => `<tr${r.status === 'sent' ? '' : ' class="failed"'}>
<td><time datetime="${r.createdAt.toISOString()}">${escapeHtml(formatTime(r.createdAt))}</time></td>
<td class="num">+${escapeHtml(r.mobile)}</td>
<td class="body">${escapeHtml(r.body)}</td>
</tr>`,
    )
    .join('\n');
  const table =
    rows.length === 0
      ? '<p class="empty">No messages yet. Request a code in the app and it appears here.</p>'
      : `<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Text</th></tr></thead><tbody>
${items}
</tbody></table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<meta name="robots" content="noindex">
<title>SMS outbox (development)</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:16px;background:#0f1419;color:#e6e6e6}
h1{font-size:18px;margin:0 0 4px}
p.note{margin:0 0 16px;color:#9aa4ad;font-size:13px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:8px;border-bottom:1px solid #26303a;vertical-align:top}
th{color:#9aa4ad;font-weight:600;font-size:13px}
td.num{white-space:nowrap;font-variant-numeric:tabular-nums}
td.body{white-space:pre-wrap;word-break:break-word}
tr.failed td{color:#ff8a80}
.empty{color:#9aa4ad}
</style>
</head>
<body>
<h1>SMS outbox</h1>
<p class="note">Development only: messages are stored here instead of being sent. Latest ${PAGE_SIZE}, newest first; refreshes every 3 s.</p>
${table}
</body>
</html>
`;
}

function formatTime(d: Date): string {
  return d.toISOString().replace('T', ' ').slice(0, 19);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
