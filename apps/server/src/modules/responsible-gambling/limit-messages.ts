/** The refusals a limit gives: which limit, when it resets, and the market's helpline. */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { LimitKind } from '@nyota/contract/api/safer-play';
import type { MarketPreset } from '@nyota/contract/markets';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { PlayBar } from '../play-gate/index.js';
import { AppError } from '../../platform/http/app-error.js';

/** "2026-01-16 00:00" as the market's clock reads it. */
export function localTime(date: Date, timeZone: string): string {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p['year'] ?? ''}-${p['month'] ?? ''}-${p['day'] ?? ''} ${p['hour'] ?? ''}:${p['minute'] ?? ''}`;
}

type AmountKind = Exclude<LimitKind, 'session_minutes'>;

const KEYS = {
  deposit_day: 'errors.rg_deposit_day',
  deposit_week: 'errors.rg_deposit_week',
  deposit_month: 'errors.rg_deposit_month',
  loss_day: 'errors.rg_loss_day',
  loss_week: 'errors.rg_loss_week',
  loss_month: 'errors.rg_loss_month',
} as const satisfies Record<AmountKind, string>;

export interface AmountRefusal {
  kind: AmountKind;
  limit: number;
  used: number;
  resetsAt: Date;
}

function amountParams(r: AmountRefusal, market: MarketPreset): Record<string, string> {
  return {
    limit: formatMoneyInText(r.limit, market.currencySymbol),
    remaining: formatMoneyInText(Math.max(0, r.limit - r.used), market.currencySymbol),
    resets: localTime(r.resetsAt, market.timeZone),
    helpline: market.helpline,
  };
}

export function depositRefusal(r: AmountRefusal, market: MarketPreset): AppError {
  return new AppError(ErrorCode.LIMIT_EXCEEDED, KEYS[r.kind], amountParams(r, market));
}

export function lossBar(r: AmountRefusal, market: MarketPreset): PlayBar {
  return { code: ErrorCode.LIMIT_EXCEEDED, key: KEYS[r.kind], params: amountParams(r, market) };
}

export function sessionBar(minutes: number, resumesAt: Date, market: MarketPreset): PlayBar {
  return {
    code: ErrorCode.LIMIT_EXCEEDED,
    key: 'errors.rg_session',
    params: { minutes, resets: localTime(resumesAt, market.timeZone), helpline: market.helpline },
  };
}
