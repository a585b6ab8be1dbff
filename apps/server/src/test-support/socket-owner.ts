/**
 * Which process holds the server end of a loopback TCP connection (Linux /proc): the connection's
 * socket inode from /proc/net/tcp{,6}, then the process whose file descriptors include it. Tests
 * of WORKERS > 1 use it to know a socket's worker without the server telling anyone.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The processes `pid` started (its direct children). */
export function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** The inode of the server's end: local port `serverPort`, peer port `clientPort`. */
function connectionInode(serverPort: number, clientPort: number): string | null {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      const local = parseInt(f[1]?.split(':').pop() ?? '', 16);
      const remote = parseInt(f[2]?.split(':').pop() ?? '', 16);
      if (local === serverPort && remote === clientPort && f[9] && f[9] !== '0') return f[9];
    }
  }
  return null;
}

function holds(pid: number, inode: string): boolean {
  const wanted = `socket:[${inode}]`;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === wanted;
      } catch {
        return false; // closed while we looked
      }
    });
  } catch {
    return false;
  }
}

/** The pid among `candidates` holding the connection, or null. */
export function socketOwner(candidates: readonly number[], serverPort: number, clientPort: number): number | null {
  const inode = connectionInode(serverPort, clientPort);
  if (!inode) return null;
  return candidates.find((pid) => holds(pid, inode)) ?? null;
}
