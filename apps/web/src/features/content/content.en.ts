/**
 * English texts of the information pages: the reference every other language must match in shape.
 * Facts that change per deployment (limits, fees, tax rates, house edge) are deliberately described
 * in general terms and left to the screens that show the live values.
 */
import type { Content } from './content.types';
import { policyLinksEn } from './en/links-policy';
import { playLinksEn } from './en/links-play';
import { faqEn } from './en/faq';

export const contentEn = {
  links: { ...policyLinksEn, ...playLinksEn },
  faq: faqEn,
  contact: {
    title: 'Contact us',
    channelsHeading: 'Support channels',
    intro:
      'We are here to help with your account, payments and games. Please contact us from the mobile number registered on your Nyota account, or mention it, so that we can find your account quickly.',
    channels: {
      phone: 'Call us',
      whatsapp: 'WhatsApp',
      email: 'Email',
      facebook: 'Facebook',
      x: 'X (Twitter)',
    },
    notConfigured:
      'Support channels are being set up. Until then, write to us through the appeal form on the deposit or withdrawal in Records.',
    appealsHeading: 'A deposit or withdrawal problem?',
    appeals: [
      'The fastest route is an appeal: open Records, choose the transaction and tap Appeal. Add the transaction ID and a screenshot of the mobile-money receipt. We review appeals within 1 working day.',
    ],
    appealsAction: { label: 'Open Records', to: '/records' },
    safetyHeading: 'Stay safe',
    safety: [
      'Nyota staff will never ask for your password, an SMS code or your mobile-money PIN. Our official channels are the ones listed on this page; do not trust anyone who contacts you elsewhere in our name.',
    ],
  },
  ui: {
    morePages: 'More information',
    faqTopics: 'Help topics',
    contactLink: 'Contact us',
  },
} as const satisfies Content;
