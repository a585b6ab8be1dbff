/** The crash game's refusals, as envelope codes with localised messages. */
import { ErrorCode } from '@nyota/contract/error-codes';
import { AppError } from '../../../platform/http/app-error.js';

export const gameUnavailable = () => new AppError(ErrorCode.GAME_UNAVAILABLE, 'errors.game_unavailable');
export const selfExcluded = () => new AppError(ErrorCode.SELF_EXCLUDED, 'errors.self_excluded');
export const badPanel = () => new AppError(ErrorCode.VALIDATION, 'errors.crash_panel');
export const badAmount = () => new AppError(ErrorCode.VALIDATION, 'errors.invalid_amount');
export const badAutoCashout = () => new AppError(ErrorCode.VALIDATION, 'errors.crash_auto_cashout_range');
export const panelBusy = () => new AppError(ErrorCode.VALIDATION, 'errors.crash_panel_busy');
export const stakeOutOfRange = (min: string, max: string) =>
  new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.crash_stake_range', { min, max });
export const roundFull = () => new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.crash_round_full');
export const tooLate = () => new AppError(ErrorCode.ROUND_CRASHED, 'errors.crash_too_late');
export const notStarted = () => new AppError(ErrorCode.BET_NOT_OPEN, 'errors.crash_not_started');
export const betNotOpen = () => new AppError(ErrorCode.BET_NOT_OPEN, 'errors.crash_bet_not_open');
export const betNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'errors.crash_bet_not_found');
export const cancelClosed = () => new AppError(ErrorCode.BETTING_CLOSED, 'errors.crash_cancel_closed');
export const roundUnknown = () => new AppError(ErrorCode.NOT_FOUND, 'errors.crash_round_unknown');
