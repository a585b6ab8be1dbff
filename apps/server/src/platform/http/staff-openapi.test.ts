import { describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { staffRoutes } from '@nyota/contract/staff/routes';
import { buildOpenApiDocument } from './openapi-document.js';
import { addStaffSection } from './staff-openapi.js';

describe('staff API in the OpenAPI document', () => {
  const doc = addStaffSection(buildOpenApiDocument(routes), staffRoutes);
  const paths = doc['paths'] as Record<string, Record<string, { tags: string[]; description: string }>>;

  it.each(Object.entries(staffRoutes))('documents %s with its tag and access', (_name, def) => {
    const op = paths[def.path]?.[def.method.toLowerCase()];
    expect(op?.tags).toEqual(['staff-api']);
    if (def.access !== 'public' && def.access !== 'signed-in') expect(op?.description).toContain(`\`${def.access}\``);
  });

  it('keeps the player API paths', () => {
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(Object.values(routes).map((r) => r.path)));
  });
});
