/**
 * The part of RFC 8941 (Structured Field Values) that HTTP message signatures need: dictionaries
 * whose members are items or inner lists with parameters (Signature-Input, Signature,
 * Content-Digest), and canonical serialisation of an inner list (the `@signature-params` line).
 * Parsing is strict: anything malformed throws, and the caller treats the message as unsigned.
 */

export type BareItem =
  | { type: 'string'; value: string }
  | { type: 'token'; value: string }
  | { type: 'integer'; value: number }
  | { type: 'decimal'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'bytes'; value: Buffer };

export type Params = Array<[string, BareItem]>;
export interface Item {
  kind: 'item';
  value: BareItem;
  params: Params;
}
export interface InnerList {
  kind: 'inner-list';
  items: Item[];
  params: Params;
}
export type Member = Item | InnerList;

export class StructuredFieldError extends Error {}

class Parser {
  private pos = 0;
  constructor(private readonly s: string) {}

  dictionary(): Map<string, Member> {
    const out = new Map<string, Member>();
    this.skipSp();
    if (this.done()) return out;
    for (;;) {
      const key = this.key();
      let member: Member;
      if (this.peek() === '=') {
        this.pos++;
        member = this.peek() === '(' ? this.innerList() : this.item();
      } else {
        member = { kind: 'item', value: { type: 'boolean', value: true }, params: this.params() };
      }
      out.set(key, member);
      this.skipOws();
      if (this.done()) return out;
      if (this.s[this.pos++] !== ',') throw new StructuredFieldError('expected , between members');
      this.skipOws();
      if (this.done()) throw new StructuredFieldError('trailing comma');
    }
  }

  private innerList(): InnerList {
    this.pos++; // (
    const items: Item[] = [];
    for (;;) {
      this.skipSp();
      if (this.peek() === ')') {
        this.pos++;
        return { kind: 'inner-list', items, params: this.params() };
      }
      items.push(this.item());
      const c = this.peek();
      if (c !== ' ' && c !== ')') throw new StructuredFieldError('bad inner list');
    }
  }

  private item(): Item {
    return { kind: 'item', value: this.bareItem(), params: this.params() };
  }

  private params(): Params {
    const out: Params = [];
    while (this.peek() === ';') {
      this.pos++;
      this.skipSp();
      const key = this.key();
      let value: BareItem = { type: 'boolean', value: true };
      if (this.peek() === '=') {
        this.pos++;
        value = this.bareItem();
      }
      const existing = out.findIndex(([k]) => k === key);
      if (existing >= 0) out.splice(existing, 1);
      out.push([key, value]);
    }
    return out;
  }

  private bareItem(): BareItem {
    const c = this.peek();
    if (c === '"') return this.string();
    if (c === ':') return this.bytes();
    if (c === '?') return this.boolean();
    if (c !== undefined && /[-0-9]/.test(c)) return this.number();
    if (c !== undefined && /[A-Za-z*]/.test(c)) return this.token();
    throw new StructuredFieldError(`unexpected ${c ?? 'end'}`);
  }

  private string(): BareItem {
    this.pos++;
    let value = '';
    for (;;) {
      const c = this.s[this.pos++];
      if (c === undefined) throw new StructuredFieldError('unterminated string');
      if (c === '"') return { type: 'string', value };
      if (c === '\\') {
        const next = this.s[this.pos++];
        if (next !== '"' && next !== '\\') throw new StructuredFieldError('bad escape');
        value += next;
      } else {
        const code = c.charCodeAt(0);
        if (code < 0x20 || code > 0x7e) throw new StructuredFieldError('bad string character');
        value += c;
      }
    }
  }

  private bytes(): BareItem {
    this.pos++;
    const end = this.s.indexOf(':', this.pos);
    if (end < 0) throw new StructuredFieldError('unterminated byte sequence');
    const b64 = this.s.slice(this.pos, end);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw new StructuredFieldError('bad base64');
    this.pos = end + 1;
    return { type: 'bytes', value: Buffer.from(b64, 'base64') };
  }

  private boolean(): BareItem {
    this.pos++;
    const c = this.s[this.pos++];
    if (c !== '0' && c !== '1') throw new StructuredFieldError('bad boolean');
    return { type: 'boolean', value: c === '1' };
  }

  private number(): BareItem {
    const m = /^-?\d{1,15}(\.\d{1,3})?/.exec(this.s.slice(this.pos));
    if (!m) throw new StructuredFieldError('bad number');
    this.pos += m[0].length;
    return m[1] ? { type: 'decimal', value: Number(m[0]) } : { type: 'integer', value: Number(m[0]) };
  }

  private token(): BareItem {
    const m = /^[A-Za-z*][A-Za-z0-9!#$%&'*+\-.^_`|~:/]*/.exec(this.s.slice(this.pos));
    if (!m) throw new StructuredFieldError('bad token');
    this.pos += m[0].length;
    return { type: 'token', value: m[0] };
  }

  private key(): string {
    const m = /^[a-z*][a-z0-9_\-.*]*/.exec(this.s.slice(this.pos));
    if (!m) throw new StructuredFieldError('bad key');
    this.pos += m[0].length;
    return m[0];
  }

  private peek(): string | undefined {
    return this.s[this.pos];
  }
  private done(): boolean {
    return this.pos >= this.s.length;
  }
  private skipSp(): void {
    while (this.s[this.pos] === ' ') this.pos++;
  }
  private skipOws(): void {
    while (this.s[this.pos] === ' ' || this.s[this.pos] === '\t') this.pos++;
  }
}

export function parseDictionary(value: string): Map<string, Member> {
  return new Parser(value.trim()).dictionary();
}

export function serializeBareItem(item: BareItem): string {
  switch (item.type) {
    case 'string':
      return `"${item.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    case 'token':
      return item.value;
    case 'integer':
      return String(item.value);
    case 'decimal':
      return Number.isInteger(item.value) ? `${item.value}.0` : String(item.value);
    case 'boolean':
      return item.value ? '?1' : '?0';
    case 'bytes':
      return `:${item.value.toString('base64')}:`;
  }
}

export function serializeParams(params: Params): string {
  return params.map(([k, v]) => (v.type === 'boolean' && v.value ? `;${k}` : `;${k}=${serializeBareItem(v)}`)).join('');
}

export function serializeInnerList(list: InnerList): string {
  const items = list.items.map((i) => serializeBareItem(i.value) + serializeParams(i.params)).join(' ');
  return `(${items})${serializeParams(list.params)}`;
}
