/**
 * #/campaigns (campaigns.manage): budgets and funding, and campaign messages. The campaigns' own
 * settings (windows, texts, tiers) are the `offers` setting, edited on the Settings page. This
 * module is loaded lazily (Shell), so none of it is in the console's first load.
 */
import { useT } from '../i18n';
import { BudgetsSection } from './BudgetsSection';
import { MessagesSection } from './MessagesSection';

export function CampaignsPage() {
  const t = useT();
  return (
    <section>
      <h2>{t('campaigns.title')}</h2>
      <BudgetsSection />
      <MessagesSection />
    </section>
  );
}

export { HeldGrantsPage } from './HeldGrantsPage';
