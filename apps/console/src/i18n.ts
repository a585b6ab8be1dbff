/** The console's texts in every shipped language; the server localises its own error messages. */
import { useSyncExternalStore } from 'react';
import * as withdrawals from './messages/withdrawals';
import * as players from './messages/players';
import * as saferPlay from './messages/safer-play';
import * as harm from './messages/harm';
import { en as appealsEn, sw as appealsSw } from './messages/appeals';
import * as settingsTexts from './messages/settings';
import * as reconTexts from './messages/reconciliation';
import { en as reportsEn, sw as reportsSw } from './messages/reports';
import * as campaignTexts from './messages/campaigns';
import * as promotionTexts from './messages/promotions';
import * as payBillTexts from './messages/paybill';
import * as taskTexts from './messages/tasks';
import * as mallTexts from './messages/mall';
import * as giveawayTexts from './messages/giveaway';
import * as inviteTexts from './messages/invite';
import * as cashRainTexts from './messages/cash-rain';
import * as vipTexts from './messages/vip';

const en = {
  ...players.en,
  ...saferPlay.en,
  ...harm.en,
  'app.title': 'Nyota staff console',
  'signin.title': 'Staff sign-in',
  'signin.username': 'Username',
  'signin.password': 'Password',
  'signin.code': 'Authenticator code',
  'signin.submit': 'Sign in',
  'signin.busy': 'Signing in…',
  'nav.staff': 'Staff',
  'nav.roles': 'Roles',
  'nav.audit': 'Audit log',
  'nav.fourEyes': 'Four eyes',
  'nav.signOut': 'Sign out',
  'nav.menu': 'Menu',
  'nav.language': 'Kiswahili',
  'home.welcome': 'Signed in as {name} ({role}).',
  'common.reason': 'Reason',
  'common.save': 'Save',
  'common.error': 'Something went wrong: {msg}',
  'common.empty': 'Nothing here.',
  'staff.username': 'Username',
  'staff.role': 'Role',
  'staff.active': 'Active',
  'staff.created': 'Created',
  'staff.create': 'Create staff member',
  'staff.disable': 'Disable',
  'staff.disabled': 'Disabled',
  'staff.createdOnce': 'Hand these over once; they are not shown again. Password: {password}',
  'staff.enrol': 'Authenticator enrolment URI:',
  'roles.saved': 'Saved.',
  'audit.actor': 'Actor',
  'audit.action': 'Action',
  'audit.target': 'Target',
  'audit.from': 'From',
  'audit.to': 'To',
  'audit.filter': 'Filter',
  'audit.when': 'When',
  'audit.change': 'Change',
  'audit.older': 'Older entries',
  'audit.newest': 'Newest entries',
  'fourEyes.kind': 'Kind',
  'fourEyes.requestedBy': 'Requested by',
  'fourEyes.status': 'Status',
  'fourEyes.approve': 'Approve',
  'fourEyes.reject': 'Reject',
  yes: 'yes',
  no: 'no',
  ...withdrawals.en,
  ...appealsEn,
  ...settingsTexts.en,
  ...reconTexts.en,
  ...reportsEn,
  ...campaignTexts.en,
  ...promotionTexts.en,
  ...payBillTexts.en,
  ...taskTexts.en,
  ...mallTexts.en,
  ...giveawayTexts.en,
  ...inviteTexts.en,
  ...cashRainTexts.en,
  ...vipTexts.en,
} as const;

export type MessageKey = keyof typeof en;

const sw: Record<MessageKey, string> = {
  ...players.sw,
  ...saferPlay.sw,
  ...harm.sw,
  'app.title': 'Dashibodi ya wafanyakazi wa Nyota',
  'signin.title': 'Kuingia kwa wafanyakazi',
  'signin.username': 'Jina la mtumiaji',
  'signin.password': 'Nenosiri',
  'signin.code': 'Msimbo wa programu ya uthibitishaji',
  'signin.submit': 'Ingia',
  'signin.busy': 'Inaingia…',
  'nav.staff': 'Wafanyakazi',
  'nav.roles': 'Majukumu',
  'nav.audit': 'Kumbukumbu za ukaguzi',
  'nav.fourEyes': 'Macho manne',
  'nav.signOut': 'Toka',
  'nav.menu': 'Menyu',
  'nav.language': 'English',
  'home.welcome': 'Umeingia kama {name} ({role}).',
  'common.reason': 'Sababu',
  'common.save': 'Hifadhi',
  'common.error': 'Hitilafu imetokea: {msg}',
  'common.empty': 'Hakuna kitu hapa.',
  'staff.username': 'Jina la mtumiaji',
  'staff.role': 'Jukumu',
  'staff.active': 'Hai',
  'staff.created': 'Imeundwa',
  'staff.create': 'Unda mfanyakazi',
  'staff.disable': 'Zima',
  'staff.disabled': 'Imezimwa',
  'staff.createdOnce': 'Mkabidhi haya mara moja; hayataonyeshwa tena. Nenosiri: {password}',
  'staff.enrol': 'URI ya kusajili programu ya uthibitishaji:',
  'roles.saved': 'Imehifadhiwa.',
  'audit.actor': 'Mtendaji',
  'audit.action': 'Kitendo',
  'audit.target': 'Lengo',
  'audit.from': 'Kuanzia',
  'audit.to': 'Hadi',
  'audit.filter': 'Chuja',
  'audit.when': 'Lini',
  'audit.change': 'Badiliko',
  'audit.older': 'Maingizo ya zamani zaidi',
  'audit.newest': 'Maingizo mapya zaidi',
  'fourEyes.kind': 'Aina',
  'fourEyes.requestedBy': 'Aliyeomba',
  'fourEyes.status': 'Hali',
  'fourEyes.approve': 'Idhinisha',
  'fourEyes.reject': 'Kataa',
  yes: 'ndiyo',
  no: 'hapana',
  ...withdrawals.sw,
  ...appealsSw,
  ...settingsTexts.sw,
  ...reconTexts.sw,
  ...reportsSw,
  ...campaignTexts.sw,
  ...promotionTexts.sw,
  ...payBillTexts.sw,
  ...taskTexts.sw,
  ...mallTexts.sw,
  ...giveawayTexts.sw,
  ...inviteTexts.sw,
  ...cashRainTexts.sw,
  ...vipTexts.sw,
};

const catalogues: Record<'en' | 'sw', Record<MessageKey, string>> = { en, sw };
type Language = keyof typeof catalogues;
const LANG_KEY = 'nyota.console.lang';

let language: Language = localStorage.getItem(LANG_KEY) === 'sw' ? 'sw' : 'en';
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return language;
}

export function toggleLanguage(): void {
  language = language === 'en' ? 'sw' : 'en';
  localStorage.setItem(LANG_KEY, language);
  document.documentElement.lang = language;
  listeners.forEach((l) => l());
}

export function translate(key: MessageKey, params: Record<string, string> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m);
}

/** Re-renders the caller when the language changes. */
export function useT(): typeof translate {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => language,
  );
  return translate;
}
