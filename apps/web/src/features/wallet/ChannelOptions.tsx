import { useState, type ReactNode } from 'react';
import { market } from '../../shared/lib/market';

export interface ChannelOption {
  id: number;
  code: string;
  logoUrl?: string;
  /** A second line, e.g. the withdraw fee. */
  detail?: ReactNode;
}

/** The operator's display name from the market preset ('AIRTEL' -> 'Airtel'); unknown codes as sent. */
export function channelName(code: string): string {
  return market.operators.find((o) => o.id === code)?.name ?? code;
}

/** Our own artwork under /channels/; if it fails to load, the operator's initial on a plain tile. */
export function ChannelLogo({ code, logoUrl }: { code: string; logoUrl?: string }) {
  const [failed, setFailed] = useState(false);
  const src = logoUrl || `/channels/${code.toLowerCase()}.svg`;
  if (failed) {
    return (
      <span className="channel__logo channel__logo--fallback" aria-hidden="true">
        {code.charAt(0)}
      </span>
    );
  }
  return (
    <img className="channel__logo" src={src} alt="" width={40} height={40} decoding="async" onError={() => setFailed(true)} />
  );
}

/**
 * A single-choice list of payment channels (docs/product-rules/wallet.md#pay-channels): native radios, so the group has radio
 * semantics and arrow keys work; each whole card is the 44 px+ target.
 */
export function ChannelOptions({
  legend,
  name,
  options,
  value,
  onChange,
  testIdPrefix,
}: {
  legend: string;
  name: string;
  options: readonly ChannelOption[];
  value: number | null;
  onChange(id: number): void;
  testIdPrefix: string;
}) {
  return (
    <fieldset className="wallet-group">
      <legend className="field__label">{legend}</legend>
      <div className="channels">
        {options.map((o) => (
          <label key={o.id} className="channel">
            <input
              type="radio"
              name={name}
              className="option__input"
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              data-testid={`${testIdPrefix}-${o.code}`}
            />
            <ChannelLogo code={o.code} logoUrl={o.logoUrl} />
            <span className="channel__text">
              <span className="channel__name">{channelName(o.code)}</span>
              {o.detail && <span className="channel__detail">{o.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
