/**
 * The OpenAPI 3.1 document, generated from the contract's route table so the docs can never drift
 * from what the server validates: input schemas become form/JSON bodies (or query parameters for
 * GET), output schemas become the `data` of the envelope. The description carries what a schema
 * cannot: the envelope rules, the error-code catalogue and the /im socket.
 */
import { z } from 'zod';
import type { RouteDef } from '@nyota/contract/api/routes';
import { SERVICE_PREFIXES } from '@nyota/contract/api/routes';
import { ErrorCode, type ErrorCodeName } from '@nyota/contract/error-codes';
import { isServerMessageKey, serverMessagesEn, type ServerMessageKey } from '@nyota/contract/messages/index';
import { IM_SERVER_KINDS } from '@nyota/contract/im/messages';
import { IM_PATH, ImCloseReason } from '@nyota/contract/realtime';
import { WS_CLOSE_ERROR, WS_CLOSE_NORMAL, WS_PING_MS } from '@nyota/contract/constants';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  title?: string;
  version?: string;
}

/** Codes whose message key is not `errors.<name in lower case>`. */
const MESSAGE_KEY_OF: Partial<Record<ErrorCodeName, ServerMessageKey>> = {
  OK: 'errors.success',
  SIGNUP_REQUIRES_ADULT: 'errors.adult_required',
};

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

export function buildOpenApiDocument(table: Record<string, RouteDef>, opts: OpenApiOptions = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, def] of Object.entries(table)) {
    const item = (paths[def.path] ??= {});
    item[def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.1.0',
    info: { title: opts.title ?? 'Nyota API', version: opts.version ?? '0.1.0', description: description() },
    servers: [{ url: '/' }],
    tags: SERVICE_PREFIXES.map((p) => ({ name: p.slice(1) })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token from a login response.' },
        tokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'The same token in a `token` header.' },
      },
      parameters: {
        lang: {
          name: 'lang',
          in: 'header',
          required: false,
          description: 'Language of `msg` (en, sw); Accept-Language is used when absent.',
          schema: { type: 'string', enum: ['en', 'sw'] },
        },
      },
    },
  };
}

function operation(name: string, def: RouteDef): JsonSchema {
  const input = toSchema(def.input, 'input');
  const op: JsonSchema = {
    operationId: name,
    summary: def.summary,
    tags: [tagOf(def.path)],
    security: securityOf(def.auth),
    parameters: [{ $ref: '#/components/parameters/lang' }, ...(def.method === 'GET' ? queryParameters(input) : [])],
    responses: {
      '200': {
        description:
          'The envelope. `code` 0: success, `data` as described. Any other code: see the catalogue; `msg` is ' +
          'localised and `data` is null.',
        content: { [JSON_TYPE]: { schema: envelopeOf(toSchema(def.output, 'output')) } },
      },
    },
  };
  if (def.method !== 'GET') {
    op['requestBody'] = {
      required: true,
      content: { [FORM]: { schema: input }, [JSON_TYPE]: { schema: input } },
    };
  }
  return op;
}

export function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  // The document declares its dialect once (OpenAPI 3.1 is JSON Schema 2020-12).
  delete json['$schema'];
  return json;
}

export function queryParameters(input: JsonSchema): JsonSchema[] {
  const props = (input['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input['required'] ?? []) as string[]);
  return Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

export function envelopeOf(data: JsonSchema): JsonSchema {
  const dataOrNull = data['type'] === 'null' ? data : { anyOf: [data, { type: 'null' }] };
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', description: '0 on success, else a code from the catalogue' },
      msg: { type: 'string', description: 'Human text in the request language' },
      data: dataOrNull,
    },
  };
}

function securityOf(auth: RouteDef['auth']): JsonSchema[] {
  const either = [{ bearer: [] }, { tokenHeader: [] }];
  if (auth === 'member') return either;
  if (auth === 'optional') return [{}, ...either];
  return [];
}

function tagOf(path: string): string {
  return SERVICE_PREFIXES.find((p) => path.startsWith(`${p}/`))?.slice(1) ?? 'other';
}

function messageOf(name: ErrorCodeName): string {
  const key = MESSAGE_KEY_OF[name] ?? `errors.${name.toLowerCase()}`;
  return isServerMessageKey(key) ? serverMessagesEn[key] : '';
}

function errorTable(): string {
  const rows = (Object.keys(ErrorCode) as ErrorCodeName[])
    .map((name) => ({ name, code: ErrorCode[name] }))
    .sort((a, b) => a.code - b.code)
    .map(({ name, code }) => `| ${code} | ${name} | ${messageOf(name).replaceAll('|', '\\|') || '—'} |`);
  return ['| code | name | msg (en) |', '|---|---|---|', ...rows].join('\n');
}

function description(): string {
  const imKinds = () =>
    Object.entries(IM_SERVER_KINDS)
      .map(([kind, socket]) => `\`${kind}\` (${socket})`)
      .join(', ');
  const list = (o: Record<string, string>) =>
    Object.values(o)
      .map((v) => `\`${v}\``)
      .join(', ');
  return `Every API call answers HTTP 200 with the envelope \`{ code, msg, data }\`; \`code\` 0 is success.
Anything a player can act on (validation, wrong password, limits, session ended) is an envelope code
with a localised \`msg\`. HTTP 4xx/5xx mean transport faults only (unreadable body, too large, unknown
path, server fault), still with an envelope-shaped body.

Request bodies are \`${FORM}\` (JSON is accepted too). Booleans travel as \`'0'\`/\`'1'\`.
Amounts are integers in minor units (e.g. ngwee for ZMW: 100 = K1). Send the session token as
\`Authorization: Bearer <token>\` or in a \`token\` header; \`lang\` picks the language of \`msg\`.
Each client IP may make a limited number of API calls per minute (code 1006 when exceeded).

## Error codes

${errorTable()}

A session that has ended (expired, logged out, replaced by a login elsewhere) answers code 401:
the client clears its session and shows the login.

## Realtime: \`${IM_PATH}\`

\`GET ${IM_PATH}?id=&t=&r=&c=\` upgraded to a WebSocket, with the session token offered as the
sub-protocol (\`new WebSocket(url, [token])\`). Messages are JSON \`{ object, event, data }\`.
The server pings every ${WS_PING_MS / 1000} s. Sockets push state; they never move money.

- messages (\`object/event\`, socket): ${imKinds()}
- watching without a session: \`GET ${IM_PATH}?watch=crash\` (no sub-protocol) receives the crash rounds only
- close codes: ${WS_CLOSE_NORMAL} normal, ${WS_CLOSE_ERROR} error; close reasons: ${list(ImCloseReason)}

## Operators

\`GET /healthz\` (alive), \`GET /readyz\` (database and bus reachable; 503 otherwise or while draining)
and \`GET /metrics\` (Prometheus) answer plain JSON/text, not the envelope.`;
}
