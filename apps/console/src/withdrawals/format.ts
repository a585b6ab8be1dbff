/** How the review pages show amounts (minor units) and waiting times. */
import { formatMinor } from '@nyota/contract/money/format';

export const money = (minor: number): string => formatMinor(minor);

/** 45 → "45 s", 600 → "10 min", 7500 → "2 h 5 min", 200000 → "2 d 7 h". */
export function age(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
