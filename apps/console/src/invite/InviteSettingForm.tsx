/**
 * The `invite` setting's editor on the Settings page: the referral rules and the cash-giving table,
 * edited whole as JSON (checked by the server on save).
 */
import { JsonSettingForm } from '../settings/JsonSettingForm';

export function InviteSettingForm(props: {
  value: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  error?: string | null;
}) {
  return <JsonSettingForm name="invite" hint="invites.json" invalid="mall.jsonInvalid" {...props} />;
}
