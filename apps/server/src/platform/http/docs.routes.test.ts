import { staffRoutes } from '@nyota/contract/staff/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

interface Operation {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters: { name?: string; in?: string; required?: boolean; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<
    string,
    { content: Record<string, { schema: { required: string[]; properties: Record<string, { anyOf?: unknown[] }> } }> }
  >;
}
interface OpenApi {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}

describe('API docs', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApi>();
  });
  afterAll(() => t.close());

  it('lists every route of the contract (player and staff) with its method, path, summary and auth', () => {
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = [...Object.values(routes), ...Object.values(staffRoutes)].map((r) => `${r.method} ${r.path}`);
    expect(documented.sort()).toEqual(expected.sort());

    for (const [name, def] of Object.entries(routes)) {
      const op = doc.paths[def.path]?.[def.method.toLowerCase()];
      expect(op?.operationId).toBe(name);
      expect(op?.summary).toBe(def.summary);
      if (def.auth === 'member') expect(op?.security).toContainEqual({ bearer: [] });
      if (def.auth === 'none') expect(op?.security).toEqual([]);
    }
  });

  it('says that sign-up requires the 18+ confirmation (adult=1), a field the seed call does not have, and why', () => {
    const reg = doc.paths[routes.reg.path]?.post;
    const form = reg?.requestBody?.content['application/x-www-form-urlencoded']?.schema;
    expect(form?.required).toContain('adult');
    const adult = form?.properties?.['adult'] as { const?: string; description?: string } | undefined;
    expect(adult?.const).toBe('1');
    expect(adult?.description).toMatch(/18 or older/);
    expect(adult?.description).toMatch(/not in the seed/);
  });

  it('describes bodies as form and JSON, GET inputs as query parameters, and answers as the envelope', () => {
    const login = doc.paths[routes.login.path]?.post;
    const form = login?.requestBody?.content['application/x-www-form-urlencoded']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(expect.arrayContaining(['mobile', 'password', 'selfInclusion']));
    expect(form?.required).toEqual(expect.arrayContaining(['mobile', 'password']));
    expect(login?.requestBody?.content['application/json']?.schema).toEqual(form);

    const query = doc.paths[routes.queryGlobalByType.path]?.get;
    expect(query?.requestBody).toBeUndefined();
    expect(query?.parameters).toContainEqual(expect.objectContaining({ name: 'type', in: 'query', required: true }));

    const answer = login?.responses['200']?.content['application/json']?.schema;
    expect(answer?.required).toEqual(['code', 'msg', 'data']);
    const data = JSON.stringify(answer?.properties['data']);
    expect(data).toContain('"token"');
    expect(data).toContain('"memberInfo"');
  });

  it('carries the error-code catalogue and the /im socket in the description', () => {
    const text = doc.info.description;
    for (const [name, code] of Object.entries(ErrorCode)) expect(text).toContain(`| ${code} | ${name} |`);
    expect(text).toContain('| 1006 | RATE_LIMITED | Too many requests.');
    expect(text).toContain('GET /im?id=&t=&r=&c=');
    expect(text).toContain('KickOut');
  });

  it('serves the Swagger UI page and its files from this server', async () => {
    const page = await t.app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    // The app's CSP allows scripts from this origin only; the UI's scripts are files, not inline.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);

    const script = await t.app.inject('/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('./json');
    const spec = await t.app.inject('/docs/json');
    expect(spec.json()).toEqual(doc);
    expect((await t.app.inject('/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200);
  });
});
