import { describe, expect, it } from 'vitest';
import { cleanTransNo, transNoFromRedirect } from './redirect';

describe('transNo from the deposit redirect url (seed §4, §8)', () => {
  const id = '3f2b8c1e-4d5a-4b6c-9d7e-0a1b2c3d4e5f';

  it('reads it from a relative or absolute url', () => {
    expect(transNoFromRedirect(`/waiting?transNo=${id}`)).toBe(id);
    expect(transNoFromRedirect(`https://pay.example/checkout?x=1&transNo=${id}#top`)).toBe(id);
  });

  it('gives null (nothing happens) without a url, without a transNo, or with a malformed one', () => {
    expect(transNoFromRedirect(undefined)).toBeNull();
    expect(transNoFromRedirect('')).toBeNull();
    expect(transNoFromRedirect('/waiting')).toBeNull();
    expect(transNoFromRedirect('/waiting?transNo=')).toBeNull();
    expect(transNoFromRedirect('/waiting?transNo=%3Cscript%3E')).toBeNull();
    expect(transNoFromRedirect('http://[bad')).toBeNull();
  });

  it('checks a transNo taken from the page query the same way', () => {
    expect(cleanTransNo(` ${id} `)).toBe(id);
    expect(cleanTransNo(null)).toBeNull();
    expect(cleanTransNo('a/b')).toBeNull();
  });
});
