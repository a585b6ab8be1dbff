/**
 * `npm run db:types`: migrates a throw-away PGlite in memory and writes the table types kysely-codegen
 * reads from it to platform/db/schema.generated.ts. Run it after adding a migration, and commit the file.
 *
 * `npm run db:types -- --check` writes nothing: exit 1 with a diff when the committed file is not what
 * the migrations produce, 0 when it is. (Every test run checks the same: schema.generated.test.ts.)
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../platform/db/database.js';
import {
  GENERATED_SCHEMA_FILE,
  generateSchemaTypes,
  readCommittedSchemaTypes,
  SCHEMA_DRIFT_HINT,
  schemaDrift,
} from '../platform/db/schema-codegen.js';

async function generateFromMigrations(): Promise<string> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    await migrateToLatest(database.db);
    return await generateSchemaTypes(database.db);
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    process.stderr.write(`Unknown argument ${unknown.join(' ')}. Usage: npm run db:types [-- --check]\n`);
    return 2;
  }
  const generated = await generateFromMigrations();
  const committed = await readCommittedSchemaTypes();
  const drift = schemaDrift(committed, generated);
  const shown = path.relative(process.env['INIT_CWD'] ?? process.cwd(), GENERATED_SCHEMA_FILE);
  if (args.includes('--check')) {
    if (drift === null) {
      process.stdout.write(`${shown} matches the migrations.\n`);
      return 0;
    }
    process.stderr.write(`${SCHEMA_DRIFT_HINT}\n\n${drift}\n`);
    return 1;
  }
  if (drift === null) {
    process.stdout.write(`${shown} is up to date.\n`);
    return 0;
  }
  await writeFile(GENERATED_SCHEMA_FILE, generated);
  process.stdout.write(`Wrote ${shown}; commit it with the migration.\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`db:types failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(2);
  },
);
