import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageSpinner } from '../../shared/ui/Spinner';
import { depositChannelsQuery, depositSettingsQuery, payItemsQuery } from './api';
import { ContactIcons } from './ContactIcons';
import { DepositFields } from './DepositFields';
import { LoadFailed } from './VisitorPrompt';

export interface DepositFormProps {
  /** The deposit was started: wait for its result. */
  onStarted(transNo: string): void;
  /** Inside the wallet dialog, leaving for the contact page closes it. */
  onLeave?(): void;
}

/** The deposit form (docs/product-rules/wallet.md): loads the config, channels and tiles first. */
export function DepositForm({ onStarted, onLeave }: DepositFormProps) {
  const { t } = useI18n();
  const settings = useQuery(depositSettingsQuery);
  const channels = useQuery(depositChannelsQuery);
  // Tiles are a shortcut: the form works without them.
  const items = useQuery(payItemsQuery);

  if (settings.isPending || channels.isPending) return <PageSpinner />;
  if (settings.isError || channels.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void settings.refetch();
          void channels.refetch();
        }}
      />
    );
  }
  if (!settings.data?.enable) {
    return (
      <EmptyState icon={ic.deposit} title={t('wallet.deposit_paused_title')}>
        <p>{t('wallet.deposit_paused_body')}</p>
      </EmptyState>
    );
  }
  if (channels.data.length === 0) {
    return (
      <EmptyState icon={ic.deposit} title={t('wallet.no_channels')}>
        <ContactIcons onNavigate={onLeave} />
      </EmptyState>
    );
  }
  return (
    <DepositFields
      settings={settings.data}
      channels={channels.data}
      items={items.data ?? []}
      onStarted={onStarted}
      onLeave={onLeave}
    />
  );
}
