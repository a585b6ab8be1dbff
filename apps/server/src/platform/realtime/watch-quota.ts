/**
 * Anonymous watch sockets per client address (trust issue 16): a watcher needs no session, so
 * without a cap one address could hold any number of sockets open and pin the node's memory and
 * fan-out time. Counts live in this node's memory, like the sockets they count.
 */
export class WatchQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly perIp: number) {}

  /** Takes a slot for the address; false when it already holds the maximum. */
  take(ip: string): boolean {
    const n = this.open.get(ip) ?? 0;
    if (n >= this.perIp) return false;
    this.open.set(ip, n + 1);
    return true;
  }

  release(ip: string): void {
    const n = (this.open.get(ip) ?? 0) - 1;
    if (n > 0) this.open.set(ip, n);
    else this.open.delete(ip);
  }
}
