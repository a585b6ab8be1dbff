/**
 * The figures the Lighthouse bench reports, read out of one Lighthouse result (LHR). Scores are
 * shown 0–100 as Lighthouse's report shows them; a missing value is NaN so it cannot pass a goal.
 */
import type { Result } from 'lighthouse';

export interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  benchmarkIndex: number;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : Number.NaN;
}

export function pageFigures(lhr: Result): PageFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Accessibility audits that failed, with the elements they name (so a failure says where to look). */
export function failingAudits(lhr: Result): string[] {
  const refs = lhr.categories['accessibility']?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
    lines.push(`${ref.id} (weight ${ref.weight}): ${nodeSnippets(audit.details).slice(0, 6).join(' | ')}`);
  }
  return lines;
}

/** The page's largest contentful paint element, as Lighthouse names it. */
export function lcpElement(lhr: Result): string | null {
  return nodeSnippets(lhr.audits['largest-contentful-paint-element']?.details)[0] ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Every `node` (selector and HTML snippet) found in an audit's details, tables nested in tables included. */
function nodeSnippets(details: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    if (value['type'] === 'node') {
      const selector = typeof value['selector'] === 'string' ? value['selector'] : '';
      const snippet = typeof value['snippet'] === 'string' ? value['snippet'].slice(0, 120) : '';
      found.push(`${selector} ${snippet}`.trim());
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(details, 0);
  return found;
}
