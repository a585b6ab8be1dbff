/**
 * Account ids by logical name and shard. Accounts are never deleted, so a cached id stays right
 * for the life of the process; the bound keeps memory flat when millions of members play.
 */
export class AccountIdCache {
  private readonly ids = new Map<string, string>();

  constructor(private readonly max = 100_000) {}

  get(key: string): string | undefined {
    const id = this.ids.get(key);
    if (id !== undefined) {
      // Map keeps insertion order: re-inserting marks the key as recently used.
      this.ids.delete(key);
      this.ids.set(key, id);
    }
    return id;
  }

  set(key: string, id: string): void {
    this.ids.delete(key);
    this.ids.set(key, id);
    if (this.ids.size > this.max) {
      const oldest = this.ids.keys().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
  }
}
