/** The deposit form's state: amount and its checks, the matching tile, channel, tax quote and the request. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DepositChannel, PayItem } from '@nyota/contract/api/payments';
import { ErrorCode } from '@nyota/contract/error-codes';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import { isApiError } from '../../shared/api/api-error';
import { market } from '../../shared/lib/market';
import { useMemberInfo } from '../../shared/session/member-queries';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { checkDepositAmount, selectedPayItem, settledAmount, amountMinor, typedAmount } from './amount';
import { depositTaxQuery, initDeposit } from './api';
import { initialDepositChannel } from './deposit-fields';
import { useDebounced } from './hooks';
import { transNoFromRedirect } from './redirect';
import type { DepositSettings } from './wallet-config';
import { QUOTE_DEBOUNCE_MS } from './wallet-constants';

export interface DepositFieldsInput {
  settings: DepositSettings;
  channels: DepositChannel[];
  items: PayItem[];
  /** The deposit was started: wait for its result. */
  onStarted(transNo: string): void;
}

export function useDepositFields({ settings, channels, items, onStarted }: DepositFieldsInput) {
  const info = useMemberInfo();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [channelId, setChannelId] = useState<number | null>(() => initialDepositChannel(channels));

  const limits = { min: settings.minimumLimitPerTransaction, max: settings.upperLimitPerTransaction };
  const minor = amountMinor(text);
  const check = checkDepositAmount(minor, limits, market.currencySymbol);
  const tile = selectedPayItem(items, minor);
  const quoted = useDebounced(check.valid ? minor : null, QUOTE_DEBOUNCE_MS);
  const tax = useQuery({ ...depositTaxQuery(quoted ?? 0), enabled: quoted !== null });

  const mutation = useMutation({
    mutationFn: initDeposit,
    onSuccess: (data) => {
      // Per docs/product-rules/wallet.md#calls, without a redirect url carrying a transNo, nothing happens.
      const transNo = transNoFromRedirect(data?.redirectUrl);
      if (transNo) onStarted(transNo);
    },
    onError: (error) => {
      // The API client shows every refusal except 1003 (its login flow asks instead); here it is a refusal too.
      if (isApiError(error, ErrorCode.SELF_EXCLUDED)) toast('failed', error.message);
    },
  });

  const canPay = check.valid && minor !== null && channelId !== null && !mutation.isPending;
  const setAmount = (v: string) => {
    setText(typedAmount(v));
    setTouched(true);
  };
  return {
    text,
    setAmount,
    settleAmount: () => {
      setText((v) => settledAmount(v));
      if (text) setTouched(true);
    },
    amountError: touched ? check.message : null,
    limits,
    /** The amount when it passes the checks. */
    amount: check.valid ? minor : null,
    tile,
    channelId,
    setChannelId,
    /** The tax quote, only while it is for the amount on screen. */
    tax: quoted !== null && quoted === minor ? tax.data : undefined,
    canPay,
    pending: mutation.isPending,
    submit: (e: FormEvent) => {
      e.preventDefault();
      if (!canPay) return;
      mutation.mutate({ itemId: tile?.id ?? 0, payMoney: minor, payChannel: channelId });
    },
    mobile: info ? maskMobile(toLocal(info.mobile, market)) : '',
  };
}
