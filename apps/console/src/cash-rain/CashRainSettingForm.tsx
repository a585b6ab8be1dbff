/**
 * The `cash_rain` setting's editor on the Settings page: its rounds, each with a tier table, are
 * nested lists, so the document is edited whole as JSON (checked by the server on save).
 */
import { JsonSettingForm } from '../settings/JsonSettingForm';

export function CashRainSettingForm(props: {
  value: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  error?: string | null;
}) {
  return <JsonSettingForm name="cash_rain" hint="cashRain.json" invalid="cashRain.jsonInvalid" {...props} />;
}
