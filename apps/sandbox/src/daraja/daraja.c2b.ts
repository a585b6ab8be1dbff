/**
 * Simulated Safaricom Daraja C2B: a customer pays a paybill from their phone.
 *
 *   GET  <prefix>/daraja/oauth/v1/generate?grant_type=client_credentials   Basic base64(key:secret)
 *        → {access_token, expires_in:"3599"}
 *   POST <prefix>/daraja/mpesa/c2b/v2/registerurl (also v1)   Bearer token
 *        {ShortCode, ResponseType, ConfirmationURL, ValidationURL}
 *        → {OriginatorCoversationID, ResponseCode:"0", ResponseDescription:"success"}
 *   POST <prefix>/control/daraja/paybill   {msisdn, billRef, amount (whole shillings), shortCode?, confirmations?, validate?}
 *        The player pays: M-Pesa POSTs the validation URL, and when it answers ResultCode "0" POSTs the
 *        confirmation (`confirmations` times at once, default 1, to play Safaricom's repeats). With no
 *        answer from validation, ResponseType decides: "Completed" goes on, "Cancelled" reverses.
 *        `validate: false` plays a shortcode without external validation (Safaricom enables it per
 *        shortcode on request): M-Pesa confirms at once, whatever the account, as production does
 *        for payments that reach a paybill before or without validation.
 *        → {transId, status:"completed"|"rejected"|"cancelled", validation, confirmations:[...]}
 *
 * Bodies are Safaricom's: TransactionType "Pay Bill", TransID, TransTime YYYYMMDDHHmmss (Nairobi),
 * TransAmount as text, BusinessShortCode, BillRefNumber, MSISDN, FirstName...
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const DEFAULT_DARAJA_CONSUMER_KEY = 'sandbox-daraja-consumer-key';
export const DEFAULT_DARAJA_CONSUMER_SECRET = 'sandbox-daraja-consumer-secret';
export const DEFAULT_DARAJA_SHORTCODE = '600984';

interface Registration {
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl: string;
}

export interface PayBillOutcome {
  transId: string;
  status: 'completed' | 'rejected' | 'cancelled';
  validation: unknown;
  confirmations: unknown[];
}

const registerSchema = z.object({
  ShortCode: z.union([z.string(), z.number()]).transform(String),
  ResponseType: z.enum(['Completed', 'Cancelled']),
  ConfirmationURL: z.string().url(),
  ValidationURL: z.string().url(),
});

const paySchema = z.object({
  msisdn: z.string().regex(/^2547\d{8}$|^2541\d{8}$/),
  billRef: z.string().max(20),
  amount: z.number().int().min(1).max(250_000),
  shortCode: z.string().optional(),
  confirmations: z.number().int().min(1).max(10).optional(),
  validate: z.boolean().optional(),
});

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export class DarajaC2b {
  private readonly tokens = new Set<string>();
  private readonly registrations = new Map<string, Registration>();

  constructor(
    private readonly now: () => Date,
    private readonly timeoutMs: number,
  ) {}

  reset(): void {
    this.tokens.clear();
    this.registrations.clear();
  }

  registered(shortCode: string): boolean {
    return this.registrations.has(shortCode);
  }

  issueToken(basic: string | undefined): string | null {
    const expected = Buffer.from(`${DEFAULT_DARAJA_CONSUMER_KEY}:${DEFAULT_DARAJA_CONSUMER_SECRET}`).toString('base64');
    if (basic !== `Basic ${expected}`) return null;
    const token = randomBytes(14).toString('base64url');
    this.tokens.add(token);
    return token;
  }

  authorised(bearer: string | undefined): boolean {
    return bearer !== undefined && bearer.startsWith('Bearer ') && this.tokens.has(bearer.slice(7));
  }

  register(body: z.infer<typeof registerSchema>): void {
    this.registrations.set(body.ShortCode, {
      responseType: body.ResponseType,
      confirmationUrl: body.ConfirmationURL,
      validationUrl: body.ValidationURL,
    });
  }

  /** The player pays the bill: validation, then (if accepted) the confirmation(s), as M-Pesa sends them. */
  async pay(input: z.infer<typeof paySchema>): Promise<PayBillOutcome | null> {
    const shortCode = input.shortCode ?? DEFAULT_DARAJA_SHORTCODE;
    const reg = this.registrations.get(shortCode);
    if (!reg) return null;
    const body = this.notification(shortCode, input);
    const validation = input.validate === false ? null : await this.post(reg.validationUrl, body);
    const accepted = validation !== undefined && validation !== null && isAccepted(validation);
    if (validation !== undefined && validation !== null && !accepted)
      return { transId: body.TransID, status: 'rejected', validation, confirmations: [] };
    if (validation === undefined && reg.responseType === 'Cancelled') {
      return { transId: body.TransID, status: 'cancelled', validation: null, confirmations: [] };
    }
    const times = input.confirmations ?? 1;
    const confirmations = await Promise.all(Array.from({ length: times }, () => this.post(reg.confirmationUrl, body)));
    return { transId: body.TransID, status: 'completed', validation: validation ?? null, confirmations };
  }

  private notification(shortCode: string, input: z.infer<typeof paySchema>) {
    const id = Array.from(randomBytes(10), (b) => ALNUM[b % ALNUM.length]).join('');
    return {
      TransactionType: 'Pay Bill',
      TransID: id,
      TransTime: nairobiStamp(this.now()),
      TransAmount: `${input.amount}.00`,
      BusinessShortCode: shortCode,
      BillRefNumber: input.billRef,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: input.msisdn,
      FirstName: 'John',
      MiddleName: '',
      LastName: 'Doe',
    };
  }

  /** The answer's JSON, or undefined when the URL did not answer 200 in time. */
  private async post(url: string, body: unknown): Promise<unknown> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status !== 200) return undefined;
      return (await res.json()) as unknown;
    } catch {
      return undefined;
    }
  }
}

function isAccepted(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'ResultCode' in answer && String(answer.ResultCode) === '0';
}

/** YYYYMMDDHHmmss in East Africa Time (UTC+3, no daylight saving). */
function nairobiStamp(d: Date): string {
  const t = new Date(d.getTime() + 3 * 3_600_000).toISOString();
  return t.slice(0, 19).replace(/[-T:]/g, '');
}

export function registerDarajaRoutes(app: FastifyInstance, daraja: DarajaC2b): void {
  app.get('/oauth/v1/generate', async (req, reply) => {
    const token = daraja.issueToken(req.headers.authorization);
    if (!token)
      return reply.code(400).send({ requestId: '', errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
    return reply.send({ access_token: token, expires_in: '3599' });
  });
  const register = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!daraja.authorised(req.headers.authorization)) {
      return reply.code(401).send({ requestId: '', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    }
    const body = registerSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ requestId: '', errorCode: '400.002.02', errorMessage: 'Bad Request' });
    daraja.register(body.data);
    return reply.send({
      OriginatorCoversationID: randomBytes(8).toString('hex'),
      ResponseCode: '0',
      ResponseDescription: 'success',
    });
  };
  app.post('/mpesa/c2b/v1/registerurl', register);
  app.post('/mpesa/c2b/v2/registerurl', register);
}

export function registerDarajaControlRoutes(app: FastifyInstance, daraja: DarajaC2b): void {
  app.post('/daraja/paybill', async (req, reply) => {
    const input = paySchema.safeParse(req.body);
    if (!input.success) return reply.code(400).send({ error: input.error.issues[0]?.message ?? 'bad request' });
    const outcome = await daraja.pay(input.data);
    if (!outcome) return reply.code(409).send({ error: 'no C2B URLs registered for this shortcode' });
    return reply.send(outcome);
  });
  app.get('/daraja/registered/:shortCode', async (req) => {
    const { shortCode } = req.params as { shortCode: string };
    return { registered: daraja.registered(shortCode) };
  });
}
