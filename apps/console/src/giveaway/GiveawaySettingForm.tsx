/** The `giveaway` setting's editor on the Settings page: rounds, presents and budgets, edited whole as JSON. */
import { JsonSettingForm } from '../settings/JsonSettingForm';

export function GiveawaySettingForm(props: {
  value: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  error?: string | null;
}) {
  return <JsonSettingForm name="giveaway" hint="giveaway.json" invalid="giveaway.jsonInvalid" {...props} />;
}
