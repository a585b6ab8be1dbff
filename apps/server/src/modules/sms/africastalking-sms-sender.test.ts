import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AfricasTalkingSmsSender } from './africastalking-sms-sender.js';
import { SmsSendError } from './sms-sender.js';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

type Responder = (req: SeenRequest, res: ServerResponse) => void;

/** A local stand-in for api.africastalking.com answering with responses shaped like the real ones. */
class StubGateway {
  private server: Server | null = null;
  readonly seen: SeenRequest[] = [];
  respond: Responder = () => {};
  private readonly hung = new Set<ServerResponse>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const seen: SeenRequest = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        };
        this.seen.push(seen);
        this.hung.add(res);
        res.on('close', () => this.hung.delete(res));
        this.respond(seen, res);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hung) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const SUCCESS = {
  SMSMessageData: {
    Message: 'Sent to 1/1 Total Cost: ZMW 0.2500',
    Recipients: [
      {
        cost: 'ZMW 0.2500',
        messageId: 'ATXid_4c9fa2c1e0b34e6b8a0f1d7c2b5e9a31',
        messageParts: 1,
        number: '+260971234567',
        status: 'Success',
        statusCode: 101,
      },
    ],
  },
};

const INVALID_PHONE = {
  SMSMessageData: {
    Message: 'Sent to 0/1 Total Cost: 0',
    Recipients: [{ cost: '0', messageId: 'None', number: '+26097', status: 'InvalidPhoneNumber', statusCode: 403 }],
  },
};

const gateway = new StubGateway();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await gateway.start();
});
afterAll(async () => {
  await gateway.stop();
});
beforeEach(() => {
  gateway.seen.length = 0;
});

function sender(overrides: Partial<ConstructorParameters<typeof AfricasTalkingSmsSender>[0]> = {}): AfricasTalkingSmsSender {
  return new AfricasTalkingSmsSender({
    username: 'nyota_zm',
    apiKey: 'atsk_test_key_123',
    senderId: 'NYOTA',
    baseUrl,
    ...overrides,
  });
}

async function sendError(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('AfricasTalkingSmsSender', () => {
  it('posts the bulk SMS form with the apiKey header and returns the message id on success', async () => {
    gateway.respond = (_req, res) => json(res, 201, SUCCESS);
    const result = await sender().send('260971234567', 'Your Nyota code is 4821');

    expect(result).toEqual({ providerMessageId: 'ATXid_4c9fa2c1e0b34e6b8a0f1d7c2b5e9a31' });
    expect(gateway.seen).toHaveLength(1);
    const req = gateway.seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/version1/messaging');
    expect(req.headers['apikey']).toBe('atsk_test_key_123');
    expect(req.headers['accept']).toBe('application/json');
    expect(req.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...req.form.keys()].sort()).toEqual(['from', 'message', 'to', 'username']);
    expect(req.form.get('username')).toBe('nyota_zm');
    expect(req.form.get('to')).toBe('+260971234567');
    expect(req.form.get('message')).toBe('Your Nyota code is 4821');
    expect(req.form.get('from')).toBe('NYOTA');
  });

  it('omits from when no sender id is configured and tolerates a trailing slash in the base URL', async () => {
    gateway.respond = (_req, res) => json(res, 201, SUCCESS);
    await sender({ senderId: null, baseUrl: `${baseUrl}/` }).send('260971234567', 'hello');
    const req = gateway.seen[0]!;
    expect(req.url).toBe('/version1/messaging');
    expect(req.form.has('from')).toBe(false);
  });

  it('accepts the queued and processed codes too', async () => {
    for (const statusCode of [100, 102]) {
      gateway.respond = (_req, res) =>
        json(res, 201, {
          SMSMessageData: {
            Message: 'Sent to 1/1',
            Recipients: [{ ...SUCCESS.SMSMessageData.Recipients[0], statusCode, messageId: `ATXid_${statusCode}` }],
          },
        });
      await expect(sender().send('260971234567', 'x')).resolves.toEqual({ providerMessageId: `ATXid_${statusCode}` });
    }
  });

  it('reports an invalid phone number as a permanent failure naming the gateway status', async () => {
    gateway.respond = (_req, res) => json(res, 201, INVALID_PHONE);
    const err = await sendError(sender().send('26097', 'x'));
    expect(err.message).toContain('InvalidPhoneNumber');
    expect(err.message).toContain('403');
    expect(err.retryable).toBe(false);
  });

  it('treats a gateway-side recipient failure as retryable', async () => {
    gateway.respond = (_req, res) =>
      json(res, 201, {
        SMSMessageData: {
          Message: 'Sent to 0/1 Total Cost: 0',
          Recipients: [{ cost: '0', messageId: 'None', number: '+260971234567', status: 'GatewayError', statusCode: 501 }],
        },
      });
    const err = await sendError(sender().send('260971234567', 'x'));
    expect(err.message).toContain('GatewayError');
    expect(err.retryable).toBe(true);
  });

  it('reports an empty recipient list with the gateway message', async () => {
    gateway.respond = (_req, res) => json(res, 201, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } });
    const err = await sendError(sender().send('260971234567', 'x'));
    expect(err.message).toContain('InvalidSenderId');
    expect(err.retryable).toBe(false);
  });

  it('reports bad credentials (HTTP 401) as not retryable and never echoes the key', async () => {
    gateway.respond = (_req, res) => {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('The supplied authentication is invalid');
    };
    const err = await sendError(sender().send('260971234567', 'x'));
    expect(err.message).toContain('401');
    expect(err.message).toContain('authentication is invalid');
    expect(err.message).not.toContain('atsk_test_key_123');
    expect(err.retryable).toBe(false);
  });

  it('reports HTTP 500 as retryable', async () => {
    gateway.respond = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    };
    const err = await sendError(sender().send('260971234567', 'x'));
    expect(err.message).toContain('500');
    expect(err.retryable).toBe(true);
  });

  it('gives up on a gateway that never answers, as a retryable timeout', async () => {
    gateway.respond = () => {
      // hang: no answer at all
    };
    const started = Date.now();
    const err = await sendError(sender({ timeoutMs: 300 }).send('260971234567', 'x'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(err.message).toBe('gateway timeout');
    expect(err.retryable).toBe(true);
  });

  it('times out a gateway that sends headers and then stalls', async () => {
    gateway.respond = (_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.write('{"SMSMessageData":');
    };
    const err = await sendError(sender({ timeoutMs: 300 }).send('260971234567', 'x'));
    expect(err.message).toBe('gateway timeout');
    expect(err.retryable).toBe(true);
  });

  it('reports an unreachable gateway as retryable', async () => {
    const err = await sendError(sender({ baseUrl: 'http://127.0.0.1:1' }).send('260971234567', 'x'));
    expect(err.message).toMatch(/^gateway unreachable/);
    expect(err.retryable).toBe(true);
  });
});
