import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { checkMobile, checkOtp, checkPassword } from '@nyota/contract/rules';
import { translate } from '../../shared/i18n/i18n';
import { openDialog, type DialogProps } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { storedInvite } from '../../shared/session/referral';
import { register } from '../../shared/session/session-actions';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { useField } from '../../shared/ui/use-field';
import { signupCodeRequiredQuery } from './api';
import { announceWheelPrize } from '../registration-wheel/index';
import { useOtpTimer } from './use-otp-timer';

const INVITE_RE = /^[A-Za-z0-9]{0,16}$/;

/**
 * The sign-up form (docs/product-rules/auth.md#sign-up): its fields, the one-time code when config
 * 160 asks for it, the invite code (from the address or the referral cookie), terms (checked at
 * first) and the age check; submit registers and closes the dialog.
 */
export function useSignUp({ code, channel, mobile: initialMobile = '', prize }: DialogProps, send: typeof register = register) {
  const [stored] = useState(storedInvite);
  const mobileField = useField(initialMobile, (v) => checkMobile(v, market));
  const password = useField('', checkPassword);
  const otp = useField('', checkOtp);
  const invite = useField(code ?? stored.code, (v) => (INVITE_RE.test(v) ? null : 'errors.invalid_invite_code'));
  const [terms, setTerms] = useState(true);
  const [adult, setAdult] = useState(false);
  const timer = useOtpTimer();
  const codeRequired = useQuery(signupCodeRequiredQuery).data === true;

  const mutation = useMutation({
    mutationFn: () =>
      send({
        mobile: mobileField.value,
        password: password.value,
        code: invite.value,
        shareChannel: channel || stored.channel,
        smsCode: codeRequired ? otp.value : '',
      }),
    onSuccess: () => {
      // The new member is offered a deposit limit at once (skippable): UKGC RTS 12.
      openDialog('limitOffer');
      toast('success', translate('auth.signup_success'));
      // The server paid the wheel's prize during the sign-up; say which one landed.
      if (prize) announceWheelPrize();
    },
  });

  const valid = !mobileField.invalid && !password.invalid && (!codeRequired || !otp.invalid) && !invite.invalid && terms && adult;
  // After a failed send the code button stays off until the number is edited (otp-timer.ts).
  const mobile = {
    ...mobileField,
    setValue: (v: string) => {
      mobileField.setValue(v);
      if (timer.failed) timer.reset();
    },
  };

  return {
    mobile,
    password,
    otp,
    invite,
    terms,
    setTerms,
    adult,
    setAdult,
    timer,
    codeRequired,
    valid,
    pending: mutation.isPending,
    onSubmit(e: FormEvent) {
      e.preventDefault();
      if (valid && !mutation.isPending) mutation.mutate();
    },
  };
}
