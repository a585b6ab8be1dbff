/**
 * The registration wheel's disc: one SVG, each segment as wide as its chance (weight / total),
 * clockwise from the top pointer, so the picture is the draw (packages/fairness wheelSlices). The
 * disc turns by one CSS transform transition of the seed's 5000 ms; 24 rim stars.
 */
import { WHEEL_SPIN_MS, WHEEL_STARS, wheelSlices } from '@nyota/fairness/wheel';

const COLOURS = ['#ffb300', '#6d4c41', '#43a047', '#1e88e5', '#e53935', '#8e24aa', '#00897b', '#f4511e'];
const R = 100;
/** Narrower slices carry no text (it would not fit on a 390 px phone). */
const MIN_LABEL_DEG = 14;

function point(angleDeg: number, radius: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [R + radius * Math.cos(a), R + radius * Math.sin(a)];
}

function slicePath(startDeg: number, endDeg: number): string {
  const [x1, y1] = point(startDeg, 86);
  const [x2, y2] = point(endDeg, 86);
  return `M${R} ${R}L${x1} ${y1}A86 86 0 ${endDeg - startDeg > 180 ? 1 : 0} 1 ${x2} ${y2}z`;
}

export function RegWheelDisc({
  segments,
  rotation,
  spinning,
  label,
}: {
  segments: readonly { txt: string; weight: number }[];
  rotation: number;
  spinning: boolean;
  label: string;
}) {
  const slices = wheelSlices(segments.map((s) => s.weight));
  return (
    <div className="reg-wheel__disc">
      <svg viewBox="0 0 200 200" role="img" aria-label={label}>
        <circle cx={R} cy={R} r={98} fill="#3e2723" />
        <g
          className="reg-wheel__turn"
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: spinning ? `${WHEEL_SPIN_MS}ms` : '0ms' }}
          data-testid="reg-wheel-turn"
          data-rotation={rotation}
        >
          {slices.map(({ startDeg, endDeg, centreDeg }, i) => {
            const [x, y] = point(centreDeg, 58);
            return (
              <g key={i}>
                <path d={slicePath(startDeg, endDeg)} fill={COLOURS[i % COLOURS.length]} stroke="#fff3" />
                {endDeg - startDeg >= MIN_LABEL_DEG && (
                  <text
                    x={x}
                    y={y}
                    fill="#fff"
                    fontSize={(segments[i]?.txt.length ?? 0) > 7 ? 8 : 10}
                    fontWeight="700"
                    textAnchor="middle"
                    dominantBaseline="middle"
                    transform={`rotate(${centreDeg} ${x} ${y})`}
                  >
                    {segments[i]?.txt}
                  </text>
                )}
              </g>
            );
          })}
          <circle cx={R} cy={R} r={14} fill="#ffd54f" stroke="#3e2723" strokeWidth="3" />
        </g>
        {Array.from({ length: WHEEL_STARS }, (_, i) => {
          const [x, y] = point((i * 360) / WHEEL_STARS, 92);
          return <circle key={i} cx={x} cy={y} r={2.6} fill="#fff59d" />;
        })}
        <path d="M100 4l-8 16h16z" fill="#fff" stroke="#3e2723" strokeWidth="2" />
      </svg>
    </div>
  );
}
