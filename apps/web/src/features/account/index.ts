/** Account pages, each its own lazy chunk (with the complete dictionary). */
import { lazyPage } from '../../shared/lib/lazy-page';

export const ProfilePage = lazyPage(
  () => import('./ProfilePage'),
  (m) => m.ProfilePage,
);
export const SettingsPage = lazyPage(
  () => import('./SettingsPage'),
  (m) => m.SettingsPage,
);
export const ChangePasswordPage = lazyPage(
  () => import('./ChangePasswordPage'),
  (m) => m.ChangePasswordPage,
);
export const PersonalPage = lazyPage(
  () => import('./PersonalPage'),
  (m) => m.PersonalPage,
);
export const SelfExclusionPage = lazyPage(
  () => import('./SelfExclusionPage'),
  (m) => m.SelfExclusionPage,
);
