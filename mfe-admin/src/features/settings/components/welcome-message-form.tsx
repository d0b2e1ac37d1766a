import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminTexts } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Field, Muted, PrimaryButton, TextArea } from '../../../lib/ui/primitives';
import { useUpdateSetting } from '../api/update-setting';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;

  textarea {
    width: 100%;
  }
`;

/** The chat's welcome message, saved only when Sauvegarder is pressed. */
export function WelcomeMessageForm({ saved }: { saved: string }) {
  const { t } = useAdminTexts();
  const update = useUpdateSetting();
  const [text, setText] = useState(saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { key: 'ia_welcome_message', value: text },
      {
        onSuccess: () => notifySuccess(t.common.success, t.toasts.settingUpdated),
        onError: () => notifyError(t.common.error, t.toasts.settingFailed),
      },
    );
  }

  return (
    <Form onSubmit={submit}>
      <Field style={{ width: '100%' }}>
        <label htmlFor="admin-welcome-message">{t.settings.welcomeMessage}</label>
        <TextArea
          id="admin-welcome-message"
          value={text}
          aria-describedby="admin-welcome-help"
          onChange={(event) => setText(event.target.value)}
        />
        <Muted id="admin-welcome-help">{t.settings.welcomeHelp}</Muted>
      </Field>
      <PrimaryButton type="submit" disabled={update.isPending}>
        {update.isPending ? t.settings.saving : t.settings.save}
      </PrimaryButton>
    </Form>
  );
}
