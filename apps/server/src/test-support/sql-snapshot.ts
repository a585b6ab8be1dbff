/**
 * Records the SQL a repository sends, for the committed SQL snapshots (`__sql__/*.sql` beside the
 * repositories, see docs/database.md). A Kysely plugin compiles each query as it is executed; only the
 * text is kept (parameters stay `$1`, `$2`, …), formatted so a change to a query reads as a small diff.
 */
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { format } from 'sql-formatter';
import type { Db } from '../platform/db/database.js';

class SqlRecorderPlugin implements KyselyPlugin {
  private readonly compiler = new PostgresQueryCompiler();
  /** The queries of the step under way; null between steps (setup is not recorded). */
  current: string[] | null = null;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.current?.push(this.compiler.compileQuery(args.node, args.queryId).sql);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export interface SqlRecording {
  /** The database with the recorder on: pass it (or a transaction of it) to the repository. */
  db: Db;
  /** Runs one labelled step; every query it executes goes into the snapshot under that label. */
  step<T>(label: string, run: (db: Db) => Promise<T>): Promise<T>;
  /** The snapshot text: each step's label as a comment, then its queries in the order they ran. */
  text(): string;
}

/** `testFile`: the test's file name, named in the snapshot's header so a reader knows what to re-run. */
export function recordSql(db: Db, testFile: string): SqlRecording {
  const plugin = new SqlRecorderPlugin();
  const recorded = db.withPlugin(plugin);
  const steps: { label: string; queries: string[] }[] = [];
  return {
    db: recorded,
    async step(label, run) {
      if (plugin.current) throw new Error(`step "${label}" started inside another step`);
      if (steps.some((s) => s.label === label)) throw new Error(`step "${label}" recorded twice`);
      const queries: string[] = [];
      plugin.current = queries;
      try {
        return await run(recorded);
      } finally {
        plugin.current = null;
        steps.push({ label, queries });
      }
    },
    text() {
      const header = `-- The SQL the repositories send, recorded by ${testFile} (one folder up): do not edit.\n-- After a deliberate change, rewrite it with \`npx vitest run ${testFile} -u\` and commit it (docs/database.md).\n`;
      return `${header}\n${steps.map(renderStep).join('\n')}`;
    },
  };
}

function renderStep(s: { label: string; queries: string[] }): string {
  const body = s.queries.length === 0 ? '-- (no query)\n' : s.queries.map((q) => `${formatSql(q)};\n`).join('\n');
  return `-- ${s.label}\n${body}`;
}

function formatSql(query: string): string {
  try {
    return format(query, { language: 'postgresql', keywordCase: 'lower', expressionWidth: 120 });
  } catch {
    // A statement the formatter cannot parse is shown as written, one space between words.
    return query.replace(/\s+/g, ' ').trim();
  }
}
