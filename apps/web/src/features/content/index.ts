export { LinksPage } from './LinksPage';
export { FaqPage } from './FaqPage';
export { PrivacyPage } from './PrivacyPage';
export { ContactUsPage } from './ContactUsPage';
