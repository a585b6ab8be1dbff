/** Lite mode (the curve redrawn a few times a second instead of every frame), remembered in this browser. */
import { useState } from 'react';
import { loadItem, saveItem } from '../../../shared/lib/storage';

const LITE_KEY = 'nyota.crash.lite';

export function useLiteMode(): [boolean, (on: boolean) => void] {
  const [lite, setLite] = useState(() => loadItem(LITE_KEY) === '1');
  const choose = (on: boolean) => {
    setLite(on);
    saveItem(LITE_KEY, on ? '1' : '0');
  };
  return [lite, choose];
}
