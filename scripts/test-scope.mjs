/** Which tests each Vitest stage of scripts/test.mjs runs, and on which database. */

/**
 * What the PostgreSQL run repeats: the code that talks to a database (server, sandbox, scripts).
 * The web app's and the contract's tests have no database; they ran once in the PGlite stage, and
 * running them again on a second database would prove nothing new.
 */
export const DATABASE_TEST_DIRS = ['apps/server/', 'apps/sandbox/', 'scripts/'];

/**
 * What the PGlite run keeps when PostgreSQL runs the server's suites whole (DATABASE_URL set, as in
 * CI): the tests with no database (web, contract, fairness) and the server's database layer on the
 * embedded engine: the platform (migrations, the template and schema check, transactions, the bus),
 * the ledger, the activity stream, the reward path and the SQL snapshots. The browser tests' server
 * runs on PGlite too, so every feature's SQL still meets the embedded engine there. Running the
 * remaining ~150 module suites on both engines doubled the Vitest lane (PGlite 2,043 s beside the
 * browser tests in CI on 2026-11-26) for little: they run on PostgreSQL, the production database.
 * Without DATABASE_URL the PGlite run is the whole suite.
 */
export const PGLITE_TEST_FILTERS_WITH_POSTGRES = [
  'packages/',
  'apps/web/',
  'apps/server/src/platform/',
  'apps/server/src/modules/ledger/',
  'apps/server/src/modules/activity/',
  'apps/server/src/modules/rewards/',
  '.sql.test.ts',
];

/**
 * What the PGlite run sets when PostgreSQL runs too: the ledger's model-based property test makes
 * its 1,000 runs (reliability-and-security.md §6, scenario 6) on PostgreSQL, the production
 * database, and 200 on the embedded engine (81 s of a 2-core CI run's PGlite stage for the full count,
 * 2026-11-27). A variable set by hand wins. Without DATABASE_URL, PGlite makes the full 1,000.
 */
export const PGLITE_ENV_WITH_POSTGRES = { LEDGER_PROPERTY_RUNS: '200' };

export function vitestEnv(testDatabaseUrl, extra = {}) {
  const env = { ...extra, ...process.env };
  // Tests pick their database from TEST_DATABASE_URL alone; DATABASE_URL must not leak into them.
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (testDatabaseUrl) env.TEST_DATABASE_URL = testDatabaseUrl;
  return env;
}
