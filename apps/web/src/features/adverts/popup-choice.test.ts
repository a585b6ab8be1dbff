import { describe, expect, it } from 'vitest';
import type { Advert } from '@nyota/contract/adverts';
import { choosePopup } from './popup-choice';

const advert = (url: string | null): Advert => ({
  id: url ?? 'picture',
  url,
  image: '/adverts/register.svg',
  title: { en: 'T', sw: 'T' },
  label: 'offers',
});

describe('home pop-up choice', () => {
  it('picks the first served pop-up that is built and due', () => {
    const served = [advert('invite'), advert('register'), advert('first-deposit')];
    expect(choosePopup(served, ['register'], true)?.url).toBe('register');
  });

  it('shows nothing already shown today, unbuilt or not a pop-up', () => {
    expect(choosePopup([advert('register')], [], true)).toBeNull();
    expect(choosePopup([advert('pack-deposit'), advert('/deposit'), advert(null)], ['register'], true)).toBeNull();
  });

  it("shows nothing when the server's pop-up permission says no", () => {
    expect(choosePopup([advert('register')], ['register'], false)).toBeNull();
  });
});
