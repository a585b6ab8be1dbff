import { isInnerList, serializeInnerList, Token, type InnerList } from 'structured-headers';
import { describe, expect, it } from 'vitest';
import { byteSequence, integerParam, parseStrictDictionary, stringParam } from './strict-structured-fields.js';

function innerList(header: string, key: string): InnerList {
  const parsed = parseStrictDictionary(header);
  if (!parsed.ok) throw new Error(parsed.reason);
  const member = parsed.dictionary.get(key);
  if (!member || !isInnerList(member)) throw new Error(`${key} is not an inner list`);
  return member;
}

describe('strict structured field dictionaries', () => {
  it('parses a Signature-Input dictionary and serialises the inner list canonically', () => {
    const header = 'sig1=("@method" "content-digest");created=1618884473;keyid="k \\"1\\"", sig2=("@path");alg="ed25519"';
    const sig1 = innerList(header, 'sig1');
    expect(sig1[0].map(([value]) => value)).toEqual(['@method', 'content-digest']);
    expect(serializeInnerList(sig1)).toBe('("@method" "content-digest");created=1618884473;keyid="k \\"1\\""');
    expect(serializeInnerList(innerList(header, 'sig2'))).toBe('("@path");alg="ed25519"');
  });

  it('re-serialises the @signature-params of RFC 9421 examples byte for byte', () => {
    const examples = [
      '("@method" "@authority" "@path" "content-digest" "content-length" "content-type");created=1618884473;keyid="test-key-rsa-pss"',
      '();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd"',
      '("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
    ];
    for (const params of examples) expect(serializeInnerList(innerList(`sig=${params}`, 'sig'))).toBe(params);
  });

  it('writes the canonical form of a non-canonical header', () => {
    const list = innerList('sig=(  "@path"   "@query" );  created=0001;flag=?1;x=1.50;t=tok', 'sig');
    expect(serializeInnerList(list)).toBe('("@path" "@query");created=1;flag;x=1.5;t=tok');
    expect(list[1].get('t')).toBeInstanceOf(Token);
  });

  // Numbers lose the Integer/Decimal distinction in JavaScript: `1.0` comes back as the Integer 1.
  it('writes an integral Decimal as an Integer, the type RFC 9421 gives created and expires', () => {
    const list = innerList('sig=("@path");created=1618884473.0;expires=1618884533', 'sig');
    expect(integerParam(list[1].get('created'))).toBe(1618884473);
    expect(serializeInnerList(list)).toBe('("@path");created=1618884473;expires=1618884533');
  });

  it('overwrites a repeated parameter in its first position, as RFC 8941 orders them', () => {
    expect(serializeInnerList(innerList('sig=("@path");created=1;keyid="k";created=2', 'sig'))).toBe(
      '("@path");created=2;keyid="k"',
    );
  });

  it('refuses malformed input', () => {
    for (const bad of ['sig1=("a"', 'sig1=:not base64!:', 'Sig1=("a")', 'a=1,', 'a="unterminated', 'a=:AAAAA:', 'a=1.2345']) {
      expect(parseStrictDictionary(bad), bad).toMatchObject({ ok: false });
    }
  });

  it('refuses the RFC 9651 additions (dates, display strings) that RFC 8941 does not have', () => {
    for (const bad of ['a=@1618884473', 'a=%"caf%c3%a9"', 'sig=("@path");created=@1618884473', 'sig=("@path" @1)', 'a=1;d=@1']) {
      expect(parseStrictDictionary(bad), bad).toMatchObject({ ok: false });
    }
  });

  it('narrows bare items by type', () => {
    const parsed = parseStrictDictionary('b=:aGk=:, i=42, d=4.5, s="x", t=x');
    if (!parsed.ok) throw new Error(parsed.reason);
    const value = (key: string) => {
      const member = parsed.dictionary.get(key);
      return member && !isInnerList(member) ? member[0] : undefined;
    };
    expect(byteSequence(value('b') ?? 0)?.toString('utf8')).toBe('hi');
    expect(byteSequence(value('s') ?? 0)).toBeUndefined();
    expect(integerParam(value('i'))).toBe(42);
    expect(integerParam(value('d'))).toBeUndefined();
    expect(stringParam(value('s'))).toBe('x');
    expect(stringParam(value('t'))).toBeUndefined();
  });
});
