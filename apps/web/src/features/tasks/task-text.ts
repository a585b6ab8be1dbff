/**
 * One task in words (docs/product-rules/tasks.md#task-types). A type this client does not know is
 * an error, never skipped: the server refuses to save one, so meeting one means the two disagree.
 */
import { isTaskType, TaskType } from '@nyota/contract/tasks-constants';
import { catalogueGame } from '@nyota/contract/game-catalogue';
import { formatMinor, formatMoney, formatMultiplier } from '@nyota/contract/money/format';
import type { MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

export class UnsupportedTaskType extends Error {
  constructor(readonly type: number) {
    super(`unsupported task type ${type}`);
  }
}

interface Described {
  type: number;
  target: number;
  gameId: number | null;
  minMultiplier: number;
}

export function taskText(t: T, task: Described): string {
  if (!isTaskType(task.type)) throw new UnsupportedTaskType(task.type);
  const game = task.gameId === null ? t('tasks.any_game') : (catalogueGame(task.gameId)?.name ?? t('tasks.any_game'));
  switch (task.type) {
    case TaskType.DEPOSIT:
      return t('tasks.type_deposit', { amount: formatMoney(task.target, market.currencySymbol) });
    case TaskType.WAGER:
      return t('tasks.type_wager', { amount: formatMoney(task.target, market.currencySymbol) });
    case TaskType.PLAY:
      return t('tasks.type_play', { n: task.target, game });
    case TaskType.WIN_MULTIPLIER:
      return t('tasks.type_win', { n: task.target, x: formatMultiplier(task.minMultiplier), game });
    case TaskType.SIGN_IN:
      return t(task.target === 1 ? 'tasks.type_sign_in_today' : 'tasks.type_sign_in', { n: task.target });
    case TaskType.INVITE:
      return t(task.target === 1 ? 'tasks.type_invite_one' : 'tasks.type_invite', { n: task.target });
  }
}

/** Progress in the task's unit: money for deposits and wagers, a count otherwise. */
export function progressText(task: Described & { current: number }): string {
  const money = task.type === TaskType.DEPOSIT || task.type === TaskType.WAGER;
  const show = (n: number) => (money ? formatMoney(n, market.currencySymbol) : String(n));
  return `${show(task.current)} / ${show(task.target)}`;
}

export function prizeText(t: T, bonusType: number, amount: number): string {
  if (bonusType === 3) return t('vip.unit_coins', { n: formatMinor(amount) });
  if (bonusType === 4) return t('vip.unit_diamonds', { n: formatMinor(amount) });
  return formatMoney(amount, market.currencySymbol);
}
