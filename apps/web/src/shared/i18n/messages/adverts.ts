/**
 * Texts of the home pop-ups and the download page (features/adverts), kept in their own file and
 * spread into en.ts and sw.ts with one line each. sw must have every key.
 */
export const advertsEn = {
  'popup.label': 'Offer',
  'popup.register_body': 'Sign up with your mobile number in a minute, then try every game in demo mode or play for real.',
  'popup.register_cta': 'Sign up',
  'popup.not_now': 'Not now',
  'download.heading': 'Get the {brand} app',
  'download.android_title': 'Android app',
  'download.android_body': 'Download the app for Android phones: it opens in one tap and uses little data.',
  'download.android_button': 'Download for Android',
  'download.android_note': 'Your phone may ask you to allow installs from this browser.',
  'download.no_apk': 'There is no app file to download: {brand} installs straight from your browser, on Android and on iPhone.',
  'download.pwa_title': 'Install from your browser',
  'download.pwa_body': 'Add {brand} to your home screen. It opens like an app, with no store and no large download.',
  'download.pwa_button': 'Install {brand}',
  'download.pwa_manual': 'Open your browser menu and choose "Add to Home screen" or "Install app".',
  'download.pwa_done': 'Installed. Open {brand} from your home screen.',
  'download.pwa_running': 'You are already using the installed app.',
};

export const advertsSw: Record<keyof typeof advertsEn, string> = {
  'popup.label': 'Ofa',
  'popup.register_body':
    'Jisajili kwa namba yako ya simu kwa dakika moja, kisha jaribu kila mchezo kwa hali ya majaribio au ucheze kwa pesa halisi.',
  'popup.register_cta': 'Jisajili',
  'popup.not_now': 'Si sasa',
  'download.heading': 'Pata programu ya {brand}',
  'download.android_title': 'Programu ya Android',
  'download.android_body': 'Pakua programu kwa simu za Android: hufunguka kwa mguso mmoja na hutumia data kidogo.',
  'download.android_button': 'Pakua kwa Android',
  'download.android_note': 'Simu yako inaweza kukuomba uruhusu usakinishaji kutoka kivinjari hiki.',
  'download.no_apk':
    'Hakuna faili ya programu ya kupakua: {brand} husakinishwa moja kwa moja kutoka kivinjari chako, kwenye Android na iPhone.',
  'download.pwa_title': 'Sakinisha kutoka kivinjari',
  'download.pwa_body': 'Ongeza {brand} kwenye skrini yako ya mwanzo. Hufunguka kama programu, bila duka wala upakuaji mkubwa.',
  'download.pwa_button': 'Sakinisha {brand}',
  'download.pwa_manual': 'Fungua menyu ya kivinjari chako uchague "Ongeza kwenye skrini ya mwanzo" au "Sakinisha programu".',
  'download.pwa_done': 'Imesakinishwa. Fungua {brand} kutoka skrini yako ya mwanzo.',
  'download.pwa_running': 'Tayari unatumia programu iliyosakinishwa.',
};
