/**
 * The wheel as one SVG: each segment drawn as wide as its chance (weight / total weight), clockwise
 * from the top pointer, 24 rim stars, a fixed pointer. Equal slices would suggest equal odds; here
 * the picture is the draw itself (the float × 360° lands in the slice it picks). Slices too thin to
 * carry text are matched to the prize table below by colour. The disc turns by a CSS transform
 * transition of the seed's 5000 ms, nothing else moves.
 */
import type { WheelConfigData } from '@nyota/contract/api/per-bet-games';
import { wheelSlices } from '@nyota/fairness/wheel';

const COLOURS = ['#ffb300', '#6d4c41', '#43a047', '#1e88e5', '#e53935', '#8e24aa', '#00897b', '#f4511e'];
const R = 100;
/** Narrower slices show no text (it would not fit on a 390 px phone); their colour names them. */
const MIN_LABEL_DEG = 14;
const MIN_CHANCE_DEG = 24;

export function sliceColour(index: number): string {
  return COLOURS[index % COLOURS.length] ?? '#888';
}

function point(angleDeg: number, radius: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [R + radius * Math.cos(a), R + radius * Math.sin(a)];
}

function slicePath(startDeg: number, endDeg: number): string {
  const [x1, y1] = point(startDeg, 86);
  const [x2, y2] = point(endDeg, 86);
  return `M${R} ${R}L${x1} ${y1}A86 86 0 ${endDeg - startDeg > 180 ? 1 : 0} 1 ${x2} ${y2}z`;
}

function SliceText({ angle, radius, size, text }: { angle: number; radius: number; size: number; text: string }) {
  const [x, y] = point(angle, radius);
  return (
    <text
      x={x}
      y={y}
      fill="#fff"
      fontSize={size}
      fontWeight="700"
      textAnchor="middle"
      dominantBaseline="middle"
      transform={`rotate(${angle} ${x} ${y})`}
    >
      {text}
    </text>
  );
}

export function WheelDisc({
  config,
  labels,
  chances,
  rotation,
  spinning,
}: {
  config: WheelConfigData;
  labels: string[];
  /** Percent per segment, as the prize table shows it. */
  chances: string[];
  rotation: number;
  spinning: boolean;
}) {
  const slices = wheelSlices(config.segments.map((s) => s.weight));
  return (
    <div className="wheel-disc">
      <svg viewBox="0 0 200 200" className="wheel-disc__svg" role="img" aria-label={config.game}>
        <circle cx={R} cy={R} r={98} fill="#3e2723" />
        <g
          className="wheel-disc__turn"
          style={{
            transform: `rotate(${rotation}deg)`,
            transitionDuration: spinning ? `${config.spinMs}ms` : '0ms',
          }}
          data-testid="wheel-turn"
          data-rotation={rotation}
        >
          {slices.map(({ startDeg, endDeg, centreDeg }, i) => (
            <g key={i} data-testid="wheel-slice" data-deg={(endDeg - startDeg).toFixed(2)}>
              <path
                d={endDeg - startDeg >= 360 ? `M${R} 14a86 86 0 1 1 0 172a86 86 0 1 1 0-172z` : slicePath(startDeg, endDeg)}
                fill={sliceColour(i)}
                stroke="#fff3"
              />
              {endDeg - startDeg >= MIN_LABEL_DEG && (
                <SliceText
                  angle={centreDeg}
                  radius={endDeg - startDeg >= MIN_CHANCE_DEG ? 64 : 58}
                  size={11}
                  text={labels[i] ?? ''}
                />
              )}
              {endDeg - startDeg >= MIN_CHANCE_DEG && (
                <SliceText angle={centreDeg} radius={46} size={8} text={`${chances[i] ?? ''}%`} />
              )}
            </g>
          ))}
          <circle cx={R} cy={R} r={14} fill="#ffd54f" stroke="#3e2723" strokeWidth="3" />
        </g>
        {Array.from({ length: config.stars }, (_, i) => {
          const [x, y] = point((i * 360) / config.stars, 92);
          return <circle key={i} cx={x} cy={y} r={2.6} className={`wheel-disc__star${i % 2 ? ' is-odd' : ''}`} />;
        })}
        <path d="M100 4l-8 16h16z" fill="#fff" stroke="#3e2723" strokeWidth="2" />
      </svg>
    </div>
  );
}
