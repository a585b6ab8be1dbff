import type { Metrics } from '../observability/metrics.js';

/**
 * The watch fan-out as operators (and bench/realtime) see it: how long writing one broadcast to
 * every watcher takes, and to how many. Per socket it is mostly the kernel's send (reference
 * performance.md §5.2: ~11 µs on a 2-core VM), so the time grows with the watchers of a node.
 */
export function fanOutMetrics(metrics: Metrics): (sockets: number, seconds: number) => void {
  const duration = metrics.histogram(
    'ws_watch_fanout_seconds',
    'Time to write one watch broadcast to every watcher of its channel on this node',
    [],
    [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  );
  const written = metrics.counter('ws_watch_frames_total', 'Watch broadcast frames written to sockets');
  return (sockets, seconds) => {
    duration.observe(seconds);
    written.inc(sockets);
  };
}
