/** Shared formatting of the players pages. */
import { formatMinor } from '@nyota/contract/money/format';

export const money = (minor: number): string => formatMinor(minor);
export const when = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');
export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
