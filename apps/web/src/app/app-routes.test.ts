import { describe, expect, it } from 'vitest';
import source from './AppRoutes.tsx?raw';

/**
 * The router takes every path from the route table, so no page can exist whose name the invite
 * parser does not know (route-prefix.test.ts checks the table's names are never codes).
 */
describe('the router', () => {
  it('declares no path of its own outside the route table', () => {
    const paths = [...source.matchAll(/\spath=(\{[^}]*\}|"[^"]*"|'[^']*')/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) expect(p).toMatch(/^(\{P\.\w+\}|\{path\}|"\*")$/);
    expect(source).not.toMatch(/\[\s*'[a-z-]+[/:'"]/i);
  });
});
