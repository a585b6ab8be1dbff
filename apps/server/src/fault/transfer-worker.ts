/**
 * The fault test's ledger client, run as its own process so the test can SIGKILL it mid-transfer:
 * several lanes post planned transfers (transfer-plan.ts) through LedgerService on the shared
 * database, each under its idempotency key, and report on stdout, one JSON object per line:
 *
 *   {"t":"sent","seq":n}                          about to call the ledger (written first, so a seq
 *                                                 never reported was never attempted)
 *   {"t":"ack","seq":n,"id":"…","replayed":b}    transfer() returned: committed
 *   {"t":"refused","seq":n}                       INSUFFICIENT_BALANCE: nothing was written
 *   {"t":"conflict","seq":n}                      the key was stored with another request (a bug)
 *   {"t":"error","seq":n,"message":"…"}           anything else; the lane tries the same seq again
 *
 * Writes to a pipe are synchronous on Linux, so a line written before the kill is read after it.
 *
 * Configuration (JSON in FAULT_TRANSFER_WORKER): databaseUrl, runId, members (the same list on
 * every run), fromSeq (first new seq), retry (seqs sent earlier but never answered: sent again
 * first, with the same request), lanes, pauseMs, retryOnly (exit after the retries).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@nyota/contract/error-codes';
import { openDatabase } from '../platform/db/database.js';
import { MemoryBus } from '../platform/bus/memory-bus.js';
import { AppError } from '../platform/http/app-error.js';
import { LedgerConflictError } from '../modules/ledger/ledger.api.js';
import { LedgerService } from '../modules/ledger/ledger.service.js';
import { plannedTransfer } from './transfer-plan.js';
import { WORKER_ENV, type TransferWorkerConfig, type WorkerLine } from './transfer-protocol.js';

function emit(line: WorkerLine): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

async function main(): Promise<void> {
  const raw = process.env[WORKER_ENV];
  if (!raw) throw new Error(`${WORKER_ENV} is not set`);
  const cfg = JSON.parse(raw) as TransferWorkerConfig;
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: null, poolSize: cfg.lanes + 2 });
  const ledger = new LedgerService({ db: database.db, bus: new MemoryBus() });
  emit({ t: 'ready' });

  const retries = [...cfg.retry];
  let next = cfg.fromSeq;
  const take = (): number | undefined => {
    const retry = retries.shift();
    if (retry !== undefined) return retry;
    return cfg.retryOnly ? undefined : next++;
  };

  const post = async (seq: number): Promise<void> => {
    emit({ t: 'sent', seq });
    const req = plannedTransfer(cfg.runId, cfg.members, seq);
    for (;;) {
      try {
        const result = await ledger.transfer(req);
        emit({ t: 'ack', seq, id: result.transferId, replayed: result.replayed });
        return;
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE) {
          emit({ t: 'refused', seq });
          return;
        }
        if (err instanceof LedgerConflictError) {
          emit({ t: 'conflict', seq });
          return;
        }
        emit({ t: 'error', seq, message: err instanceof Error ? err.message : String(err) });
        await sleep(200);
      }
    }
  };

  const lane = async (): Promise<void> => {
    for (let seq = take(); seq !== undefined; seq = take()) {
      await post(seq);
      if (cfg.pauseMs > 0) await sleep(randomInt(cfg.pauseMs + 1));
    }
  };
  await Promise.all(Array.from({ length: cfg.lanes }, () => lane()));
  emit({ t: 'done' });
  await database.close();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
