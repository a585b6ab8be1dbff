/**
 * Our own game covers, drawn inline as SVG (no image downloads, no borrowed art). The lobby's
 * `largeCover` is a key into this table; an unknown key gets the plain star cover.
 */
import type { ReactNode } from 'react';

const COVERS: Record<string, { bg: [string, string]; art: ReactNode }> = {
  aviator: {
    bg: ['#1a0f3d', '#c0264b'],
    art: (
      <>
        <path d="M8 88 Q60 84 92 30" fill="none" stroke="#ffd66b" strokeWidth="4" strokeLinecap="round" />
        <path d="M8 88 Q60 84 92 30 L92 92 L8 92z" fill="#ffd66b" opacity=".18" />
        <g transform="translate(86 26) rotate(-38)">
          <path d="M-16 0 L14 -3 Q20 0 14 3 Z" fill="#f4f6fb" />
          <path d="M-2 -2 L-8 -14 L-3 -14 L6 -2 Z M-2 2 L-8 14 L-3 14 L6 2 Z" fill="#f4f6fb" />
          <path d="M-15 -1 L-19 -7 L-16 -7 L-11 -1 Z" fill="#f4f6fb" />
        </g>
      </>
    ),
  },
  savanna: {
    bg: ['#ff9a3d', '#5b1a4a'],
    art: (
      <>
        <circle cx="50" cy="58" r="24" fill="#ffd66b" />
        <path d="M0 72 Q50 64 100 74 L100 100 L0 100z" fill="#2a0f24" />
        <path
          d="M66 72 L68 46 M68 50 Q54 44 48 48 M68 50 Q80 42 90 46 M68 48 Q66 40 60 40"
          stroke="#2a0f24"
          strokeWidth="3"
          fill="none"
        />
        <path d="M44 40 Q68 36 92 44 Q68 46 44 40z" fill="#2a0f24" />
        <g fill="#ffd66b" opacity=".9">
          <rect x="10" y="16" width="14" height="18" rx="3" />
          <rect x="28" y="16" width="14" height="18" rx="3" />
        </g>
      </>
    ),
  },
  football: {
    bg: ['#0f6b3a', '#073b22'],
    art: (
      <>
        <path d="M0 64 H100 M50 40 V100" stroke="#bff5d6" strokeWidth="2" opacity=".5" />
        <circle cx="50" cy="64" r="14" fill="none" stroke="#bff5d6" strokeWidth="2" opacity=".5" />
        <circle cx="50" cy="40" r="20" fill="#f4f6fb" />
        <path d="M50 30 L59 37 L56 48 L44 48 L41 37 Z" fill="#0b1630" />
        <path d="M50 30 V20 M59 37 L68 33 M56 48 L62 57 M44 48 L38 57 M41 37 L32 33" stroke="#0b1630" strokeWidth="2" />
      </>
    ),
  },
  coinspin: {
    bg: ['#24386c', '#0b1630'],
    art: <Wheel colors={['#f5b82e', '#ffc94d']} hub="#0b1630" />,
  },
  diamondspin: {
    bg: ['#2b1d6b', '#0b1630'],
    art: (
      <>
        <Wheel colors={['#7fb0ff', '#b6d2ff']} hub="#0b1630" />
        <path d="M42 46 L46 40 H54 L58 46 L50 56 Z" fill="#e8f1ff" />
      </>
    ),
  },
};

function Wheel({ colors, hub }: { colors: [string, string]; hub: string }) {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a0 = (i * Math.PI) / 4;
    const a1 = ((i + 1) * Math.PI) / 4;
    const p = (a: number) => `${(50 + 34 * Math.cos(a)).toFixed(2)} ${(48 + 34 * Math.sin(a)).toFixed(2)}`;
    return <path key={i} d={`M50 48 L${p(a0)} A34 34 0 0 1 ${p(a1)} Z`} fill={colors[i % 2]} />;
  });
  return (
    <>
      <circle cx="50" cy="48" r="37" fill={hub} />
      {segments}
      <circle cx="50" cy="48" r="10" fill={hub} />
      <path d="M50 8 L44 2 H56 Z" fill="#f4f6fb" />
    </>
  );
}

const FALLBACK = {
  bg: ['#13224a', '#0b1630'] as [string, string],
  art: <path d="M50 22l8 20 22 1-17 14 6 21-19-12-19 12 6-21-17-14 22-1z" fill="#f5b82e" />,
};

/** A square cover; decorative (the card carries the game's name). */
export function GameCover({ cover, className }: { cover: string; className?: string }) {
  const c = COVERS[cover] ?? FALLBACK;
  const id = `cover-${cover}`;
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.bg[0]} />
          <stop offset="1" stopColor={c.bg[1]} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id})`} />
      {c.art}
    </svg>
  );
}
