import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { generateSchemaTypes, readCommittedSchemaTypes, SCHEMA_DRIFT_HINT, schemaDrift } from './schema-codegen.js';

/**
 * `npm run db:types -- --check` inside every test run: the committed table types are what the
 * migrations produce, on PGlite and on PostgreSQL alike. The run's migrated template makes it cheap.
 */
describe('schema.generated.ts', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h.close();
  });

  it('is what kysely-codegen reads from the migrated database', async () => {
    const drift = schemaDrift(await readCommittedSchemaTypes(), await generateSchemaTypes(h.db));
    expect(drift, `${SCHEMA_DRIFT_HINT}\n${drift ?? ''}`).toBeNull();
  });
});
