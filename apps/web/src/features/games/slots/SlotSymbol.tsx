/**
 * Savanna Sunset's symbols, drawn as small inline SVGs (our own art, a few shapes each, no images
 * to download). Each sits on a tile coloured by its value.
 */
import type { ReactNode } from 'react';

const INK = '#3b2414';

const ART: Record<string, { bg: string; label?: string; art: ReactNode }> = {
  baobab: {
    bg: '#2f7d32',
    label: 'WILD',
    art: (
      <>
        <rect x="43" y="42" width="14" height="36" rx="4" fill="#7b4a26" />
        <ellipse cx="50" cy="34" rx="30" ry="14" fill="#a5d66b" />
        <ellipse cx="34" cy="30" rx="10" ry="7" fill="#c7ea8f" />
      </>
    ),
  },
  sunset: {
    bg: '#e0542c',
    label: 'BONUS',
    art: (
      <>
        <circle cx="50" cy="58" r="22" fill="#ffd54f" />
        <rect x="12" y="58" width="76" height="24" fill="#e0542c" />
        <path d="M14 64h72M22 71h56M30 78h40" stroke="#ffd54f" strokeWidth="3" />
      </>
    ),
  },
  lion: {
    bg: '#f2a93b',
    art: (
      <>
        <circle cx="50" cy="48" r="28" fill="#a0521d" />
        <circle cx="50" cy="50" r="18" fill="#f6c66b" />
        <circle cx="43" cy="46" r="2.5" fill={INK} />
        <circle cx="57" cy="46" r="2.5" fill={INK} />
        <path d="M45 56q5 5 10 0" stroke={INK} strokeWidth="2.5" fill="none" />
      </>
    ),
  },
  elephant: {
    bg: '#8aa0b0',
    art: (
      <>
        <ellipse cx="27" cy="44" rx="14" ry="18" fill="#5f7380" />
        <ellipse cx="73" cy="44" rx="14" ry="18" fill="#5f7380" />
        <circle cx="50" cy="42" r="18" fill="#7d929f" />
        <path d="M50 52v22q0 6 6 6" stroke="#7d929f" strokeWidth="9" fill="none" strokeLinecap="round" />
        <circle cx="43" cy="40" r="2.5" fill={INK} />
        <circle cx="57" cy="40" r="2.5" fill={INK} />
      </>
    ),
  },
  rhino: {
    bg: '#9e9584',
    art: (
      <>
        <ellipse cx="50" cy="54" rx="28" ry="18" fill="#6f675a" />
        <path d="M66 44l10-22 2 26z" fill="#eee3c8" />
        <circle cx="42" cy="50" r="2.5" fill={INK} />
        <path d="M28 40l-4-10 10 6z" fill="#6f675a" />
      </>
    ),
  },
  leopard: {
    bg: '#e7c15a',
    art: (
      <>
        <circle cx="50" cy="50" r="26" fill="#f3d27a" />
        {[
          [38, 36],
          [60, 34],
          [34, 56],
          [52, 50],
          [66, 58],
          [48, 68],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill="none" stroke={INK} strokeWidth="3" />
        ))}
      </>
    ),
  },
  buffalo: {
    bg: '#6d4c41',
    art: (
      <>
        <path d="M14 36q8-16 26-6M86 36q-8-16-26-6" stroke="#e8dcc8" strokeWidth="7" fill="none" strokeLinecap="round" />
        <ellipse cx="50" cy="52" rx="18" ry="22" fill="#3e2a24" />
        <circle cx="43" cy="48" r="2.5" fill="#e8dcc8" />
        <circle cx="57" cy="48" r="2.5" fill="#e8dcc8" />
      </>
    ),
  },
  zebra: {
    bg: '#d9d9d9',
    art: (
      <>
        <rect x="24" y="18" width="52" height="64" rx="24" fill="#fff" />
        {[28, 40, 52, 64].map((y) => (
          <path key={y} d={`M24 ${y}q26 8 52 0`} stroke="#222" strokeWidth="6" fill="none" />
        ))}
      </>
    ),
  },
  giraffe: {
    bg: '#f0c27b',
    art: (
      <>
        <path d="M40 84V34l12-16h12l-6 14v52z" fill="#e8a63c" />
        {[
          [46, 46],
          [52, 60],
          [46, 72],
        ].map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="7" height="7" rx="2" fill="#8a4b12" />
        ))}
        <circle cx="58" cy="24" r="2" fill={INK} />
      </>
    ),
  },
  gazelle: {
    bg: '#c98d52',
    art: (
      <>
        <path d="M40 40q-6-20 2-28M60 40q6-20-2-28" stroke={INK} strokeWidth="4" fill="none" strokeLinecap="round" />
        <ellipse cx="50" cy="56" rx="14" ry="20" fill="#e0b07a" />
        <path d="M44 52h12" stroke="#fff" strokeWidth="3" />
      </>
    ),
  },
  flamingo: {
    bg: '#f7a8c4',
    art: (
      <>
        <ellipse cx="56" cy="60" rx="18" ry="12" fill="#ec407a" />
        <path d="M44 58q-16-10-4-30q8-10 14 0" stroke="#ec407a" strokeWidth="6" fill="none" strokeLinecap="round" />
        <path d="M56 72v14M62 72v14" stroke={INK} strokeWidth="2.5" />
      </>
    ),
  },
};

export function SlotSymbol({ symbol }: { symbol: string }) {
  const a = ART[symbol];
  return (
    <svg viewBox="0 0 100 100" className="slot-symbol" role="img" aria-label={symbol} data-symbol={symbol}>
      <rect x="3" y="3" width="94" height="94" rx="16" fill={a?.bg ?? '#999'} />
      {a?.art}
      {a?.label && (
        <text x="50" y="95" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
          {a.label}
        </text>
      )}
    </svg>
  );
}
