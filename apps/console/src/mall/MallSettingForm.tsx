/** The `mall` setting's editor on the Settings page: items (with raffles) and exchange rates, edited whole as JSON. */
import { JsonSettingForm } from '../settings/JsonSettingForm';

export function MallSettingForm(props: {
  value: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  error?: string | null;
}) {
  return <JsonSettingForm name="mall" hint="mall.json" invalid="mall.jsonInvalid" {...props} />;
}
