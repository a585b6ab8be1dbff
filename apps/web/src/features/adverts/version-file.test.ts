import { describe, expect, it } from 'vitest';
import { parseVersionFile } from './version-file';

describe('version file', () => {
  it('reads the APK link and the picture', () => {
    const file = { timestamp: 1, apkUrl: 'https://dl.example.com/nyota.apk', imgUrl: '/adverts/app.svg' };
    expect(parseVersionFile(file)).toEqual(file);
    expect(parseVersionFile({ ...file, apkUrl: null })).toEqual({ ...file, apkUrl: null });
  });

  it('refuses a link of another scheme, a picture from elsewhere or a malformed file', () => {
    const file = { timestamp: 1, apkUrl: null, imgUrl: '/adverts/app.svg' };
    expect(parseVersionFile({ ...file, apkUrl: 'javascript:alert(1)' })).toBeNull();
    expect(parseVersionFile({ ...file, imgUrl: 'https://elsewhere.example/app.png' })).toBeNull();
    expect(parseVersionFile({ ...file, timestamp: '1' })).toBeNull();
    expect(parseVersionFile('nope')).toBeNull();
  });
});
