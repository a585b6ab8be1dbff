/**
 * The simulated handset: prompts for a number, answered with plain form posts (no script needed)
 * that redirect back to the phone, under a CSP without inline script.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositBody, mtnBodyFor, startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const MSISDN = '260961234567';

async function page(query = `?msisdn=${MSISDN}`): Promise<{ res: Response; html: string }> {
  const res = await fetch(`${h.base}/phone${query}`);
  return { res, html: await res.text() };
}

function formPost(action: string, back: string): Promise<Response> {
  return fetch(`${h.base.replace(/\/sandbox$/, '')}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ back }).toString(),
    redirect: 'manual',
  });
}

describe('sandbox phone', () => {
  it('shows the waiting prompts with four form buttons and no inline script', async () => {
    const deposit = randomUUID();
    await h.pawapay('POST', '/v2/deposits', depositBody(deposit, MSISDN));
    await h.mtn('POST', '/collection/v1_0/requesttopay', {
      body: mtnBodyFor('payer', MSISDN),
      headers: { 'x-reference-id': randomUUID() },
    });
    await h.advance(300);

    const { res, html } = await page();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html.match(/class="card"/g)).toHaveLength(2);
    expect(html).toContain('ZMW 15.00');
    expect(html).toContain('ZMW 100.00');
    for (const action of ['approve', 'reject', 'wrong_pin', 'ignore']) {
      expect(html.match(new RegExp(`action="/sandbox/control/prompts/[0-9a-f-]+/${action}"`, 'g'))).toHaveLength(2);
    }
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('<script src="/sandbox/phone/app.js"></script>');
    const script = await fetch(`${h.base}/phone/app.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('prompts');

    const json = await fetch(`${h.base}/phone/prompts.json?msisdn=${MSISDN}`);
    expect(((await json.json()) as { prompts: unknown[] }).prompts).toHaveLength(2);
    expect((await page('?msisdn=260970000000')).html).toContain('No payment requests waiting');
  });

  it('answers a prompt with a plain form post and redirects back to the phone with a note', async () => {
    const deposit = randomUUID();
    await h.pawapay('POST', '/v2/deposits', depositBody(deposit, MSISDN));
    await h.advance(300);
    const action = /action="(\/sandbox\/control\/prompts\/[0-9a-f-]+)\/wrong_pin"/.exec((await page()).html)?.[1];
    if (!action) throw new Error('no prompt form');

    const wrong = await formPost(`${action}/wrong_pin`, `/sandbox/phone?msisdn=${MSISDN}`);
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(`/sandbox/phone?msisdn=${MSISDN}&note=Wrong+PIN.+2+attempts+left.`);
    expect((await page()).html).toContain('Wrong PIN entered 1 time.');

    const approved = await formPost(`${action}/approve`, 'https://evil.example/steal');
    expect(approved.headers.get('location')).toBe('/sandbox/phone?note=Approved.');
    const status = await h.pawapay<{ data: { status: string } }>('GET', `/v2/deposits/${deposit}`);
    expect(status.body.data.status).toBe('COMPLETED');
    const after = (await page()).html;
    expect(after).not.toContain('class="card"');
    expect(after).toMatch(/Paid ZMW 15\.00 · pawaPay<\/span><span class="st">COMPLETED/);

    const gone = await formPost(`${action}/approve`, `/sandbox/phone?msisdn=${MSISDN}`);
    expect(gone.headers.get('location')).toContain('note=No+such+prompt');
  });
});
