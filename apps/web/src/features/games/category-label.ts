import type { translate } from '../../shared/i18n/i18n';

/** The seed's category names (All, Gifts, Aviator, My games) in the player's language; others as given. */
export function categoryLabel(t: typeof translate, name: string): string {
  switch (name.toLowerCase()) {
    case 'all':
      return t('home.tab_all');
    case 'gifts':
      return t('home.tab_gifts');
    case 'aviator':
      return t('home.tab_aviator');
    case 'my games':
      return t('home.tab_my_games');
    default:
      return name;
  }
}
