/** The withdraw form's state: channel, amount and its checks, the quote, and the confirmed request. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MemberBalance } from '@nyota/contract/api/wallet';
import type { WithdrawChannel, WithdrawRecord } from '@nyota/contract/api/payments';
import { ErrorCode } from '@nyota/contract/error-codes';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import { isApiError } from '../../shared/api/api-error';
import { queryClient } from '../../shared/api/query-client';
import { market } from '../../shared/lib/market';
import { useMemberInfo } from '../../shared/session/member-queries';
import { ME_KEY } from '../../shared/session/member-keys';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { checkWithdrawAmount, settledAmount, amountMinor, typedAmount } from './amount';
import { initWithdraw, lastWithdrawalQuery } from './api';
import { feeFor } from './fees';
import { useWithdrawQuote } from './use-withdraw-quote';
import type { WithdrawSettings } from './wallet-config';
import { initialWithdrawChannel, splitChannels } from './withdraw-channels';

export interface WithdrawFieldsInput {
  settings: WithdrawSettings;
  balance: MemberBalance;
  channels: WithdrawChannel[];
  onDone(record: WithdrawRecord): void;
}

export function useWithdrawFields({ settings, balance, channels, onDone }: WithdrawFieldsInput) {
  const info = useMemberInfo();
  const localMobile = info ? toLocal(info.mobile, market) : '';
  const { offered, refused } = splitChannels(channels);
  const [channelId, setChannelId] = useState<number | null>(() => initialWithdrawChannel(offered, localMobile));
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const current = offered.find((o) => o.channel.id === channelId) ?? null;
  const limits = { min: settings.minimumLimitPerTransaction, max: settings.upperLimitPerTransaction };
  const minor = amountMinor(text);
  const check = checkWithdrawAmount(minor, limits, balance.money, market.currencySymbol);
  const valid = check.valid && minor !== null ? minor : null;
  const { wanted, fresh } = useWithdrawQuote(valid, current?.channel.id ?? null);
  const last = useQuery({ ...lastWithdrawalQuery(current?.channel.id ?? 0), enabled: current !== null });

  const mutation = useMutation({
    mutationFn: initWithdraw,
    onSuccess: (record) => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
      onDone(record);
    },
    onError: (error) => {
      setConfirming(false);
      // The API client shows every refusal except 1003, which here is a refusal like the others.
      if (isApiError(error, ErrorCode.SELF_EXCLUDED)) toast('failed', error.message);
      // The quote may be stale now (daily limit, tax history): ask again.
      void queryClient.invalidateQueries({ queryKey: [...ME_KEY, 'withdraw-tax'] });
    },
  });

  const ready = check.valid && fresh !== undefined && fresh.net > 0 && !mutation.isPending;
  return {
    offered,
    refused,
    channelId,
    setChannelId,
    current,
    limits,
    text,
    typeAmount: (v: string) => {
      setText(typedAmount(v));
      setTouched(true);
    },
    settleAmount: () => setText((v) => settledAmount(v)),
    amountError: touched ? check.message : null,
    /** The amount typed, whether or not it passes the checks. */
    minor,
    amount: valid,
    previewFee: current && valid !== null ? feeFor(valid, current.rule) : null,
    wanted,
    fresh,
    last: last.data,
    mobile: maskMobile(localMobile),
    ready,
    submit: (e: FormEvent) => {
      e.preventDefault();
      if (ready) setConfirming(true);
    },
    confirming,
    cancelConfirm: () => setConfirming(false),
    pending: mutation.isPending,
    confirm: () =>
      current &&
      minor !== null &&
      mutation.mutate({ money: minor, channel: current.channel.id, channelCode: current.channel.channelCode }),
  };
}

export type WithdrawFieldsState = ReturnType<typeof useWithdrawFields>;
