/** localStorage that never throws: private modes and full disks must not break the app. */
export function loadItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function saveItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The value then lasts for this page only.
  }
}

export function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
