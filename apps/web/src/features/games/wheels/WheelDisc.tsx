/**
 * The wheel as one SVG: equal segments clockwise from the top pointer, 24 rim stars, a fixed
 * pointer. The disc turns by a CSS transform transition of the seed's 5000 ms, nothing else moves.
 */
import type { WheelConfigData } from '@nyota/contract/api/per-bet-games';

const COLOURS = ['#ffb300', '#6d4c41', '#43a047', '#1e88e5', '#e53935', '#8e24aa', '#00897b', '#f4511e'];
const R = 100;

function point(angleDeg: number, radius: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [R + radius * Math.cos(a), R + radius * Math.sin(a)];
}

export function WheelDisc({
  config,
  labels,
  rotation,
  spinning,
}: {
  config: WheelConfigData;
  labels: string[];
  rotation: number;
  spinning: boolean;
}) {
  const n = config.segments.length;
  const width = 360 / n;
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
          {config.segments.map((_, i) => {
            const [x1, y1] = point(i * width, 86);
            const [x2, y2] = point((i + 1) * width, 86);
            const [lx, ly] = point(i * width + width / 2, 60);
            return (
              <g key={i}>
                <path d={`M${R} ${R}L${x1} ${y1}A86 86 0 0 1 ${x2} ${y2}z`} fill={COLOURS[i % COLOURS.length]} stroke="#fff3" />
                <text
                  x={lx}
                  y={ly}
                  fill="#fff"
                  fontSize="11"
                  fontWeight="700"
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${i * width + width / 2} ${lx} ${ly})`}
                >
                  {labels[i]}
                </text>
              </g>
            );
          })}
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
