import { useState } from 'react';
import { TextField, errorMessage, toast } from 'shared-ui';
import { useT } from '../../../../i18n';
import { StepPrompt } from '../../components/step-prompt';
import { useVerifySecondFactor } from '../api/second-factor';
import { useSecondFactorT } from '../second-factor-texts';

/** After the password, a member with two-step verification on gives a code (or a recovery code). */
export function SecondFactorPrompt() {
  const t = useSecondFactorT();
  const { toasts } = useT().auth;
  const verify = useVerifySecondFactor();
  const [code, setCode] = useState('');

  const onSubmit = () => {
    verify.mutate(code.trim(), {
      // The sign-in's success, said once the second step is passed (not after the password).
      onSuccess: () => toast.success(toasts.loginSuccessTitle, toasts.loginSuccessText),
      onError: () => setCode(''),
    });
  };

  return (
    <StepPrompt
      id="account-2fa-prompt"
      title={t.promptTitle}
      onSubmit={onSubmit}
      submit={verify.isPending ? t.working : t.verify}
      submitDisabled={!code.trim() || verify.isPending}
      signOut={t.signOut}
    >
      <p>{t.promptIntro}</p>
      <TextField
        label={t.promptCode}
        name="one-time-code"
        autoComplete="one-time-code"
        maxLength={40}
        value={code}
        error={verify.isError ? errorMessage(verify.error, t.failed) : null}
        onChange={(e) => setCode(e.target.value)}
      />
    </StepPrompt>
  );
}
