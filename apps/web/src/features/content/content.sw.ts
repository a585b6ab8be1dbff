/**
 * Kiswahili texts of the information pages, loaded on demand. Typed against the English shape, so a
 * missing or extra section, paragraph, list item or question fails the typecheck.
 */
import type { contentEn } from './content.en';
import type { Translation } from './content.types';
import { policyLinksSw } from './sw/links-policy';
import { playLinksSw } from './sw/links-play';
import { faqSw } from './sw/faq';

export const contentSw: Translation<typeof contentEn> = {
  links: { ...policyLinksSw, ...playLinksSw },
  faq: faqSw,
  contact: {
    title: 'Wasiliana Nasi',
    channelsHeading: 'Njia za huduma kwa wateja',
    intro:
      'Tuko hapa kukusaidia kuhusu akaunti yako, malipo na michezo. Tafadhali wasiliana nasi kutoka kwa namba ya simu iliyosajiliwa kwenye akaunti yako ya Nyota, au uitaje, ili tuweze kupata akaunti yako haraka.',
    channels: {
      phone: 'Tupigie simu',
      whatsapp: 'WhatsApp',
      email: 'Barua pepe',
      facebook: 'Facebook',
      x: 'X (Twitter)',
    },
    notConfigured:
      'Njia za huduma kwa wateja zinaandaliwa. Hadi hapo, tuandikie kupitia fomu ya rufaa kwenye muamala wa kuweka au kutoa pesa ulio kwenye Rekodi.',
    appealsHeading: 'Tatizo la kuweka au kutoa pesa?',
    appeals: [
      'Njia ya haraka zaidi ni rufaa: fungua Rekodi, chagua muamala na uguse Rufaa (Appeal). Weka namba ya muamala na picha ya skrini ya risiti ya pesa ya simu. Tunapitia rufaa ndani ya siku 1 ya kazi.',
    ],
    appealsAction: { label: 'Fungua Rekodi', to: '/records' },
    safetyHeading: 'Kaa salama',
    safety: [
      'Wafanyakazi wa Nyota hawatakuomba kamwe nenosiri lako, msimbo wa SMS wala PIN yako ya pesa ya simu. Njia zetu rasmi ni zile zilizoorodheshwa kwenye ukurasa huu; usimwamini mtu yeyote anayewasiliana nawe kwa jina letu kupitia njia nyingine.',
    ],
  },
  ui: {
    morePages: 'Taarifa zaidi',
    faqTopics: 'Mada za msaada',
    contactLink: 'Wasiliana nasi',
  },
};
