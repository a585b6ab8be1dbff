import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseStatementCsv, StatementFormatError, statementText } from './pawapay-statement-csv.js';

const ID = '8917c345-4791-4285-a416-62f24b6982db';

describe('pawaPay statement CSV', () => {
  it('finds columns by name in any order, reads quoted cells, and counts rows that are not payments', () => {
    const csv = [
      'Type,Amount,"Transaction ID",Currency,Creation Date,Financial Transaction ID,Note',
      `DEPOSIT,15.50,${ID},ZMW,2026-03-01 21:59:59,ABC123,"a, ""quoted"" note"`,
      'FEE,0.30,,ZMW,2026-03-01T22:00:00Z,,',
      `Payout,-120,${ID.replace('8917', '1111')},ZMW,2026-03-01T22:00:01,,`,
    ].join('\n');
    const parsed = parseStatementCsv(csv);
    expect(parsed.otherRows).toBe(1);
    expect(parsed.lines).toEqual([
      {
        intentId: ID,
        direction: 'COLLECTION',
        status: 'SUCCEEDED',
        money: { minor: 1_550, currency: 'ZMW' },
        createdAt: new Date('2026-03-01T21:59:59Z'),
        providerTxnId: 'ABC123',
      },
      {
        intentId: ID.replace('8917', '1111'),
        direction: 'PAYOUT',
        status: 'SUCCEEDED',
        money: { minor: 12_000, currency: 'ZMW' },
        createdAt: new Date('2026-03-01T22:00:01Z'),
      },
    ]);
  });

  it('reads gzip files and a Status column, and refuses what it cannot read', () => {
    const csv = `Creation Date,Transaction ID,Amount,Currency,Type,Status\r\n2026-03-01T10:00:00Z,${ID},15,ZMW,DEPOSIT,FAILED\r\n`;
    const lines = parseStatementCsv(statementText(gzipSync(Buffer.from(csv)))).lines;
    expect(lines.map((l) => l.status)).toEqual(['FAILED']);
    expect(() => parseStatementCsv('Transaction ID,Amount\nx,1\n')).toThrow(StatementFormatError);
    expect(() =>
      parseStatementCsv(`Creation Date,Transaction ID,Amount,Currency,Type\nyesterday,${ID},15,ZMW,DEPOSIT\n`),
    ).toThrow(/creation date/);
    expect(() =>
      parseStatementCsv(`Creation Date,Transaction ID,Amount,Currency,Type\n2026-03-01T10:00:00Z,${ID},1e3,ZMW,DEPOSIT\n`),
    ).toThrow(/amount/);
  });
});
