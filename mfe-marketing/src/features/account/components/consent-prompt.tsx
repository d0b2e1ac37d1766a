import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentRequest, LoginResponse } from '@zak/contract';
import { apiSend, currentUserQueryOptions, errorMessage } from 'shared-ui';
import { useT } from '../../../i18n';
import {
  ConsentBoxes,
  NO_CONSENT,
  consentErrors,
  type ConsentErrors,
} from '../../../lib/consent-boxes';
import { StepPrompt } from './step-prompt';

/** POST /api/account/consent; the answer's user replaces the signed-in user at once. */
function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentRequest) =>
      apiSend<LoginResponse>('POST', '/api/account/consent', body),
    onSuccess: (res) => {
      const { queryKey } = currentUserQueryOptions();
      // The session's second-step state stays as it was (the answer's user does not carry it).
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, ...res.user } : res.user));
    },
  });
}

/**
 * Asked once, before the member area, of a member who signed up without the sign-up form's two
 * boxes (before they existed): 18 or over, and the terms and privacy policy accepted. `renewal`:
 * the member had accepted, and the administrator changed the terms and asks again.
 */
export function ConsentPrompt({ renewal = false }: { renewal?: boolean }) {
  const t = useT().consent;
  const accept = useAcceptTerms();
  const [values, setValues] = useState(NO_CONSENT);
  const [errors, setErrors] = useState<ConsentErrors>({});

  const onSubmit = () => {
    const missing = consentErrors(values);
    setErrors(missing);
    if (missing.adult || missing.terms) {
      document.getElementById(missing.adult ? 'consent-adult' : 'consent-terms')?.focus();
      return;
    }
    accept.mutate({ adult: true, acceptTerms: true });
  };

  return (
    <StepPrompt
      id="account-consent-title"
      title={renewal ? t.renewalTitle : t.promptTitle}
      onSubmit={onSubmit}
      submit={accept.isPending ? t.promptPending : t.promptSubmit}
      submitDisabled={accept.isPending}
      signOut={t.signOut}
    >
      <p>{renewal ? t.renewalIntro : t.promptIntro}</p>
      <ConsentBoxes
        values={values}
        errors={errors}
        disabled={accept.isPending}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
      />
      {accept.isError && <p role="alert">{errorMessage(accept.error, t.failed)}</p>}
    </StepPrompt>
  );
}
