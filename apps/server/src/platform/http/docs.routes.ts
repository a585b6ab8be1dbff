/**
 * API docs: the OpenAPI document built from the contract's route table at GET /docs/openapi.json,
 * and Swagger UI at GET /docs (its scripts and styles are files under /docs/static, so the app's
 * `script-src 'self'` policy holds).
 */
import type { FastifyInstance } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { routes } from '@nyota/contract/api/routes';
import { staffRoutes } from '@nyota/contract/staff/routes';
import { buildOpenApiDocument } from './openapi-document.js';
import { addStaffSection } from './staff-openapi.js';

export const DOCS_PREFIX = '/docs';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  const document = addStaffSection(buildOpenApiDocument(routes), staffRoutes);
  // Encapsulated: the `swagger` decorator and the UI's routes stay inside the docs.
  await app.register(async (docs) => {
    // The plugin's types know OpenAPI 3.0 only; the document is 3.1 (JSON Schema 2020-12 bodies).
    const specification = { document: document as unknown as StaticDocumentSpec['document'] };
    await docs.register(swagger, { mode: 'static', specification });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'Nyota API' },
      uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0 },
    });
    docs.get(`${DOCS_PREFIX}/openapi.json`, async () => document);
  });
}
