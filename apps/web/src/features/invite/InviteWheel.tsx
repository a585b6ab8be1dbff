/**
 * The invite wheel (seeds: 8 segments, a 5000 ms spin, 15 circles, 24 stars). Segment n shows what
 * the member's n-th valid friend adds under the task's published table, so the picture is the rule:
 * a spin opens the next valid friend (the seeds' list of page 0, size 1) and lands on that friend's
 * segment. Spins equal the valid friends not opened yet; with none it asks to refer a friend.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteTaskData } from '@nyota/contract/api/invite';
import { INVITE_WHEEL_SEGMENTS, WHEEL_CIRCLES, WHEEL_SPIN_MS, WHEEL_STARS } from '@nyota/fairness/wheel';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { inviteCall, taskKey } from './api';
import { cash } from './invite-text';
import { ME_KEY } from '../../shared/session/member-keys';

const COLOURS = ['#ffb300', '#6d4c41', '#43a047', '#1e88e5', '#e53935', '#8e24aa', '#00897b', '#f4511e'];
const SLICE = 360 / INVITE_WHEEL_SEGMENTS;

function point(deg: number, r: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [100 + r * Math.cos(a), 100 + r * Math.sin(a)];
}

/** What the friend opened as number i (from 0) adds: the table's entry, the last one repeating. */
function segmentAmount(increments: readonly number[], i: number): number {
  return increments[Math.min(i, increments.length - 1)] ?? 0;
}

function WheelDisc({
  labels,
  rotation,
  spinning,
  label,
}: {
  labels: readonly string[];
  rotation: number;
  spinning: boolean;
  label: string;
}) {
  return (
    <div className="invite-wheel__disc">
      <svg viewBox="0 0 200 200" role="img" aria-label={label}>
        <circle cx={100} cy={100} r={98} fill="#3e2723" />
        <g
          className="invite-wheel__turn"
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: spinning ? `${WHEEL_SPIN_MS}ms` : '0ms' }}
          data-testid="invite-wheel-turn"
        >
          {labels.map((label, i) => {
            const [x1, y1] = point(i * SLICE, 86);
            const [x2, y2] = point((i + 1) * SLICE, 86);
            const [tx, ty] = point(i * SLICE + SLICE / 2, 58);
            return (
              <g key={i}>
                <path d={`M100 100L${x1} ${y1}A86 86 0 0 1 ${x2} ${y2}z`} fill={COLOURS[i]} stroke="#fff3" />
                <text
                  x={tx}
                  y={ty}
                  fill="#fff"
                  fontSize={label.length > 9 ? 8 : 10}
                  fontWeight="700"
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${i * SLICE + SLICE / 2 - 90} ${tx} ${ty})`}
                >
                  {label}
                </text>
              </g>
            );
          })}
          <circle cx={100} cy={100} r={14} fill="#ffd54f" stroke="#3e2723" strokeWidth="3" />
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

export function InviteWheel({ task }: { task: InviteTaskData }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [rotation, setRotation] = useState(0);
  const [won, setWon] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const opened = task.validProcesses - task.spins;
  const spin = useMutation({
    mutationFn: async () => {
      const next = await inviteCall('inviteProcesses', { taskId: String(task.id), status: '1', page: '0', size: '1' });
      const first = next.list[0];
      if (!first) throw new Error('no valid friend to open');
      return inviteCall('inviteProcessOpen', { processId: String(first.id) });
    },
    onSuccess: (res) => {
      const index = Math.min(opened, INVITE_WHEEL_SEGMENTS - 1);
      setSpinning(true);
      setWon(null);
      setRotation((r) => r - (r % 360) + WHEEL_CIRCLES * 360 + (360 - (index * SLICE + SLICE / 2)));
      window.setTimeout(() => {
        setSpinning(false);
        setWon(res.increaseAmount);
        client.setQueryData(taskKey, res.task);
        void client.invalidateQueries({ queryKey: ME_KEY });
      }, WHEEL_SPIN_MS);
    },
  });
  const labels = Array.from({ length: INVITE_WHEEL_SEGMENTS }, (_, i) => cash(segmentAmount(task.increments, i)));
  return (
    <section className="card invite-wheel" data-testid="invite-wheel">
      <h2>{t('invite.wheel_title')}</h2>
      <WheelDisc labels={labels} rotation={rotation} spinning={spinning} label={t('invite.wheel_label')} />
      {won !== null && (
        <p className="invite-wheel__won" role="status" data-testid="invite-wheel-won">
          {t('invite.wheel_won', { amount: cash(won) })}
        </p>
      )}
      {task.spins > 0 || spinning ? (
        <div className="btn-row">
          <span data-testid="invite-spins">{t('invite.wheel_spins', { n: task.spins })}</span>
          <Button
            onClick={() => spin.mutate()}
            disabled={spinning || spin.isPending || task.status !== 1}
            data-testid="invite-spin"
          >
            {t('invite.wheel_spin')}
          </Button>
        </div>
      ) : (
        <p className="invite-wheel__none" data-testid="invite-wheel-none">
          {t('invite.wheel_none')}
        </p>
      )}
    </section>
  );
}
