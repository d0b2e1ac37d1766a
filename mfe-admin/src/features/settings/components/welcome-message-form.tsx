import { useState, type FormEvent } from 'react';
import { Button, Textarea } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateSetting } from '../api/update-setting';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;

  & > :first-child {
    width: 100%;
  }

  textarea {
    min-height: 120px;
  }
`;

/** The chat's welcome message, saved only when Sauvegarder is pressed. */
export function WelcomeMessageForm({ saved }: { saved: string }) {
  const t = useT();
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
      <Textarea
        id="admin-welcome-message"
        label={t.settings.welcomeMessage}
        hint={t.settings.welcomeHelp}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button size="sm" type="submit" disabled={update.isPending}>
        {update.isPending ? t.settings.saving : t.settings.save}
      </Button>
    </Form>
  );
}
