import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from 'shared-ui';
import type { Texts } from '../../../i18n';
import { saveProgramme } from '../api/save-programme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Save = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

type Status =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

export interface SaveProgrammeProps {
  messageId: string;
  texts: Texts;
  /** The message's id on the server (a reply just received is saved a moment later); null if not saved. */
  serverIdOf: (id: string) => Promise<string | null>;
}

/**
 * "Save this programme" under a coach's answer that proposes one (looksLikeProgramme): saves it as
 * a routine, then links to the training screens.
 */
export function SaveProgramme({ messageId, texts, serverIdOf }: SaveProgrammeProps) {
  const t = texts.messages.saveProgramme;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const save = async () => {
    setStatus({ kind: 'saving' });
    try {
      const id = await serverIdOf(messageId);
      if (!id) {
        setStatus({ kind: 'error', message: t.notSaved });
        return;
      }
      await saveProgramme(id);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      setStatus({ kind: 'error', message: message ?? t.failed });
    }
  };

  if (status.kind === 'saved') {
    return (
      <Row role="status">
        <span>{t.saved}</span>
        <Link to={t.path}>{t.open}</Link>
      </Row>
    );
  }
  return (
    <Row>
      <Save type="button" disabled={status.kind === 'saving'} onClick={() => void save()}>
        {status.kind === 'saving' ? t.saving : t.label}
      </Save>
      {status.kind === 'error' ? <Failed role="alert">{status.message}</Failed> : null}
    </Row>
  );
}
