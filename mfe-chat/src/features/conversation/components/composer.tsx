import { forwardRef, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { AI_MESSAGE_MAX_LENGTH } from '@zak/contract';
import { Button, VisuallyHidden, toast } from 'shared-ui';
import type { Texts } from '../../../i18n';
import { PaperclipIcon } from '../../../lib/icons';

/** The textarea grows up to 128 px on desktop, 96 px on mobile. */
export const TEXTAREA_MAX_HEIGHT = { desktop: 128, mobile: 96 } as const;
/** The AI endpoint's limit. */
export const MAX_MESSAGE_LENGTH = AI_MESSAGE_MAX_LENGTH;

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 900px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.md};
`;

const Area = styled.textarea`
  flex: 1;
  resize: none;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-y: auto;
`;

const AttachLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  cursor: pointer;
  font-size: 1.25rem;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export interface ComposerProps {
  texts: Texts;
  isMobile: boolean;
  pending: boolean;
  /** A reply is being streamed: the Stop button replaces Send. */
  streaming: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}

/** Growing textarea, image picker and Send/Stop; Enter sends on desktop only. */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer(
  { texts, isMobile, pending, streaming, onSend, onStop },
  ref,
) {
  const [text, setText] = useState('');
  const hintId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const maxHeight = isMobile ? TEXTAREA_MAX_HEIGHT.mobile : TEXTAREA_MAX_HEIGHT.desktop;
  const canSend = text.trim().length > 0 && !pending;

  useLayoutEffect(() => {
    const area = inner.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, maxHeight)}px`;
  }, [text, maxHeight]);

  function submit() {
    if (!canSend) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || isMobile || event.nativeEvent.isComposing)
      return;
    event.preventDefault();
    submit();
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AttachLabel title={texts.composer.attach}>
        <PaperclipIcon />
        <VisuallyHidden>{texts.composer.attach}</VisuallyHidden>
        <input
          type="file"
          accept="image/*"
          onChange={(event) => {
            if (event.target.files?.length) toast.success(texts.toasts.fileUploaded);
            event.target.value = '';
          }}
        />
      </AttachLabel>
      <VisuallyHidden as="label" htmlFor={`${hintId}-input`}>
        {texts.composer.label}
      </VisuallyHidden>
      <Area
        id={`${hintId}-input`}
        ref={(node) => {
          inner.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        rows={1}
        maxLength={MAX_MESSAGE_LENGTH}
        value={text}
        placeholder={texts.composer.placeholder}
        aria-describedby={hintId}
        style={{ maxHeight }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden id={hintId}>
        {isMobile ? texts.composer.mobileHint : texts.composer.desktopHint}
      </VisuallyHidden>
      {streaming ? (
        <Button type="button" variant="secondary" onClick={onStop}>
          {texts.composer.stop}
        </Button>
      ) : (
        <Button type="submit" disabled={!canSend}>
          {texts.composer.send}
        </Button>
      )}
    </Form>
  );
});
