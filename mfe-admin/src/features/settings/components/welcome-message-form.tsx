import { useState, type FormEvent } from 'react';
import { SETTING_TEXT_MAX_LENGTH, WELCOME_MESSAGE_KEYS } from '@zak/contract';
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

/** One language's welcome message of the chat, saved only when Sauvegarder is pressed. */
export function WelcomeMessageForm({
  saved,
  lang,
  label,
  hint,
}: {
  saved: string;
  /** The chat language this text is for (its setting key, and the field's `lang`). */
  lang: 'fr' | 'en';
  label: string;
  hint: string;
}) {
  const t = useT();
  const settingKey = WELCOME_MESSAGE_KEYS[lang];
  const update = useUpdateSetting();
  const [text, setText] = useState(saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { key: settingKey, value: text },
      {
        onSuccess: () => notifySuccess(t.common.success, t.toasts.settingUpdated),
        onError: () => notifyError(t.common.error, t.toasts.settingFailed),
      },
    );
  }

  return (
    <Form onSubmit={submit}>
      <Textarea
        id={`admin-${settingKey.replaceAll('_', '-')}`}
        label={label}
        hint={hint}
        lang={lang}
        maxLength={SETTING_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button size="sm" type="submit" disabled={update.isPending}>
        {update.isPending ? t.settings.saving : t.settings.save}
      </Button>
    </Form>
  );
}
