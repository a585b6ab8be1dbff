/**
 * Reads the home slides from the market block the server wrote into index.html. Checked by hand
 * with the contract's own rules (no zod in the bundle). One bad slide is left out rather than
 * costing the others, or the market: the server checked them at boot, so this only guards the page.
 */
import {
  isSlideId,
  isSlideImagePath,
  isSlideRoute,
  SLIDE_TITLE_MAX,
  type HomeSlide,
  type SlideText,
} from '@nyota/contract/home-slides';

type Json = Record<string, unknown>;

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const isTitle = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= SLIDE_TITLE_MAX;

function title(v: unknown): SlideText | null {
  if (!isJson(v)) return null;
  const { en, sw } = v;
  return isTitle(en) && isTitle(sw) ? { en, sw } : null;
}

function slide(v: unknown): HomeSlide | null {
  if (!isJson(v)) return null;
  const { id, image, to } = v;
  const text = title(v['title']);
  if (typeof id !== 'string' || !isSlideId(id) || typeof image !== 'string' || !isSlideImagePath(image) || !text) return null;
  if (to !== null && (typeof to !== 'string' || !isSlideRoute(to))) return null;
  return { id, image, title: text, to };
}

/** The block's valid slides in order (a repeated id keeps its first); none when there is no list. */
export function parseHomeSlides(json: string): HomeSlide[] {
  let block: unknown;
  try {
    block = JSON.parse(json);
  } catch {
    return [];
  }
  const list = isJson(block) ? block['homeSlides'] : null;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const slides: HomeSlide[] = [];
  for (const item of list) {
    const s = slide(item);
    if (s && !seen.has(s.id)) {
      seen.add(s.id);
      slides.push(s);
    }
  }
  return slides;
}
