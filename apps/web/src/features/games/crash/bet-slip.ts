/** The numbers behind a bet panel's inputs: stake steps and presets, auto cash-out, auto-bet plan. */
import { parseMajor } from '@nyota/contract/money/format';
import type { AutoBet } from './auto-bet';
import { parseX } from './format';

/** Multiples of the step stake offered as one-tap stakes. */
export const STAKE_PRESETS = [1, 2, 5, 10];

export const clampStake = (v: number, min: number, max: number): number => Math.min(max, Math.max(min, v));

/** A preset k is k × ten step stakes (the step at least one currency unit), within the limits. */
export const presetStake = (k: number, min: number, max: number): number => clampStake(k * Math.max(min, 100) * 10, min, max);

/** The auto cash-out target when on (hundredths), and whether the text is outside 1.01x–200.00x. */
export function autoCashout(on: boolean, text: string): { target: number | null; bad: boolean } {
  const target = on ? parseX(text) : null;
  return { target, bad: on && (target === null || target < 101 || target > 20_000) };
}

/** The auto-bet form as typed (rounds, profit target and loss limit in currency units). */
export interface AutoBetForm {
  rounds: string;
  profit: string;
  loss: string;
}

/** A limit typed in currency units, in minor units; empty or unreadable is 0 (none). */
const limitMinor = (v: string): number => parseMajor(v) ?? 0;

/** 1–1000 rounds (anything unreadable is 1); an unreadable or empty limit is none. */
export function autoBetFromForm(form: AutoBetForm): AutoBet {
  const rounds = Math.max(1, Math.min(1_000, Math.floor(Number(form.rounds) || 0)));
  return { roundsLeft: rounds, stopProfit: limitMinor(form.profit), stopLoss: limitMinor(form.loss), net: 0 };
}

/** What a flying bet pays if cashed out at the multiplier on screen. */
export const cashOutAmount = (stake: number, multiplier: number): number => Math.floor((stake * multiplier) / 100);
