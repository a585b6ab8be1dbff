import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SelfExclusionPeriod } from '@nyota/contract/constants';
import { translate, useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { endSession } from '../../shared/session/session';
import { showAlert } from '../../shared/ui/feedback/alert-store';
import { submitSelfExclusion } from './api';

/** The server call and what follows it; a test passes fakes. */
export interface SelfExclusionPorts {
  submit: typeof submitSelfExclusion;
  endSession(): void;
  showAlert(alert: { title: string; message: string }): unknown;
}

const livePorts: SelfExclusionPorts = { submit: submitSelfExclusion, endSession, showAlert };

/**
 * The self-exclusion form's choices and its two steps: the form, then a confirmation that sends
 * the request. On success the session ends and an alert says until when.
 */
export function useSelfExclusion(ports: SelfExclusionPorts = livePorts) {
  const { lang } = useI18n();
  const [period, setPeriod] = useState<SelfExclusionPeriod | ''>('');
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');

  const mutation = useMutation({
    // The follow-up runs inside the mutation: the session (and this page) end right after.
    mutationFn: async () => {
      if (!period) return;
      const result = await ports.submit(period, reason, comment.trim());
      ports.endSession();
      void ports.showAlert({
        title: translate('selfex.done_title'),
        message: translate('selfex.done', { until: formatDate(result.until, lang) }),
      });
    },
  });

  const ready = period !== '' && reason !== '';
  return {
    period,
    setPeriod,
    reason,
    setReason,
    comment,
    setComment,
    ready,
    step,
    next: () => {
      if (ready) setStep('confirm');
    },
    back: () => setStep('form'),
    confirm: () => mutation.mutate(),
    pending: mutation.isPending,
  };
}
