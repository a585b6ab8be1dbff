/**
 * The staff API in the same OpenAPI document, under its own `staff-api` tag: each operation names
 * the permission it needs, is authenticated by the session cookie, and (for unsafe methods) the
 * CSRF header; 401 and 403 answers are the envelope.
 */
import type { StaffRouteDef } from '@nyota/contract/staff/route-def';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import { envelopeOf, queryParameters, toSchema } from './openapi-document.js';

type JsonSchema = Record<string, unknown>;

const STAFF_TAG = 'staff-api';
const REFUSAL = { content: { 'application/json': { schema: envelopeOf({ type: 'null' }) } } };

function accessText(access: StaffRouteDef['access']): string {
  if (access === 'public') return 'Open to anyone.';
  if (access === 'signed-in') return 'Any signed-in staff member.';
  return `Needs the permission \`${access}\`.`;
}

function staffOperation(name: string, def: StaffRouteDef): JsonSchema {
  const input = toSchema(def.input, 'input');
  const unsafe = def.method !== 'GET';
  const op: JsonSchema = {
    operationId: `staff.${name}`,
    summary: def.summary,
    description:
      accessText(def.access) + (unsafe && def.access !== 'public' ? ` Send the CSRF token in \`${STAFF_CSRF_HEADER}\`.` : ''),
    tags: [STAFF_TAG],
    security: def.access === 'public' ? [] : [{ staffSession: [] }],
    parameters: [{ $ref: '#/components/parameters/lang' }, ...(unsafe ? [] : queryParameters(input))],
    responses: {
      '200': {
        description: 'The envelope.',
        content: { 'application/json': { schema: envelopeOf(toSchema(def.output, 'output')) } },
      },
      '401': { description: 'No live staff session (code 3003).', ...REFUSAL },
      '403': { description: 'CSRF token missing (3004) or permission lacking (3005, named in msg).', ...REFUSAL },
    },
  };
  if (unsafe) op['requestBody'] = { required: true, content: { 'application/json': { schema: input } } };
  return op;
}

/** Adds the staff routes, their tag and the cookie scheme to a built player API document. */
export function addStaffSection(document: JsonSchema, table: Record<string, StaffRouteDef>): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {
    ...(document['paths'] as Record<string, Record<string, JsonSchema>>),
  };
  for (const [name, def] of Object.entries(table)) {
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: staffOperation(name, def) };
  }
  const components = document['components'] as { securitySchemes: JsonSchema };
  return {
    ...document,
    tags: [
      ...(document['tags'] as JsonSchema[]),
      { name: STAFF_TAG, description: 'The staff console API (docs/staff-console.md).' },
    ],
    paths,
    components: {
      ...components,
      securitySchemes: {
        ...components.securitySchemes,
        staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE, description: 'Set by staff sign-in.' },
      },
    },
  };
}
