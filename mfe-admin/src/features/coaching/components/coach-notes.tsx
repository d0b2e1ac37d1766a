import { COACH_NOTE_MAX, type CoachNote } from '@zak/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Textarea, useLanguage } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { refusalMessage } from '../../../lib/field-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Muted } from '../../../lib/ui/layout';
import { useAddNote, useDeleteNote, useEditNote } from '../api/coaching';
import { EntryList, TextForm } from './desk-layout';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The note's problem (empty, too long), or null. */
function noteProblem(body: string, f: ReturnType<typeof useT>['coaching']['file']) {
  if (body.trim() === '') return f.noteEmpty;
  if (Array.from(body.trim()).length > COACH_NOTE_MAX) return f.noteTooLong(COACH_NOTE_MAX);
  return null;
}

interface NoteFormProps {
  id: string;
  label: string;
  initial: string;
  submitText: string;
  pending: boolean;
  onSave: (body: string, done: () => void) => void;
  onCancel?: () => void;
  /** The edit form replaces the note's text where the reader was: its field takes the focus. */
  focusOnOpen?: boolean;
}

function NoteForm({
  id,
  label,
  initial,
  submitText,
  pending,
  onSave,
  onCancel,
  focusOnOpen,
}: NoteFormProps) {
  const t = useT();
  const f = t.coaching.file;
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = noteProblem(body, f);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    onSave(body.trim(), () => setBody(''));
  }

  return (
    <TextForm onSubmit={submit} noValidate aria-label={label}>
      <Textarea
        ref={field}
        id={id}
        label={label}
        rows={3}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
      />
      <Buttons>
        <Button size="sm" type="submit" disabled={pending}>
          {submitText}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {f.cancel}
          </Button>
        )}
      </Buttons>
    </TextForm>
  );
}

/** Private notes of the coaches on a member (never shown to the member): add, edit, delete. */
export function CoachNotes({ memberId, notes }: { memberId: string; notes: CoachNote[] }) {
  const t = useT();
  const f = t.coaching.file;
  const { lang } = useLanguage();
  const add = useAddNote();
  const edit = useEditNote();
  const remove = useDeleteNote();
  const [editing, setEditing] = useState<string | null>(null);
  const failed = (error: unknown) =>
    notifyError(t.common.error, refusalMessage(error, f.noteFailed));

  return (
    <>
      <Muted>{f.coachNotesHint}</Muted>
      {notes.length === 0 ? (
        <Muted>{f.noNotes}</Muted>
      ) : (
        <EntryList>
          {notes.map((note) => {
            const date = formatDateTime(note.createdAt, lang);
            return (
              <li key={note.id}>
                <Muted>{f.noteBy(note.author, date)}</Muted>
                {editing === note.id ? (
                  <NoteForm
                    id={`coaching-note-${note.id}`}
                    label={f.editField(date)}
                    initial={note.body}
                    submitText={f.saveNote}
                    pending={edit.isPending}
                    focusOnOpen
                    onCancel={() => setEditing(null)}
                    onSave={(body) =>
                      edit.mutate(
                        { memberId, noteId: note.id, body },
                        {
                          onSuccess: () => {
                            notifySuccess(t.common.success, f.noteSaved);
                            setEditing(null);
                          },
                          onError: failed,
                        },
                      )
                    }
                  />
                ) : (
                  <>
                    <p>{note.body}</p>
                    <Buttons>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={f.editNoteLabel(date)}
                        onClick={() => setEditing(note.id)}
                      >
                        {f.editNote}
                      </Button>
                      <Button
                        variant="danger-outline"
                        size="sm"
                        aria-label={f.deleteNoteLabel(date)}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (!window.confirm(f.confirmDelete)) return;
                          remove.mutate(
                            { memberId, noteId: note.id },
                            {
                              onSuccess: () => notifySuccess(t.common.success, f.noteDeleted),
                              onError: failed,
                            },
                          );
                        }}
                      >
                        {f.deleteNote}
                      </Button>
                    </Buttons>
                  </>
                )}
              </li>
            );
          })}
        </EntryList>
      )}
      <NoteForm
        id="coaching-new-note"
        label={f.newNote}
        initial=""
        submitText={f.addNote}
        pending={add.isPending}
        onSave={(body, done) =>
          add.mutate(
            { memberId, body },
            {
              onSuccess: () => {
                notifySuccess(t.common.success, f.noteAdded);
                done();
              },
              onError: failed,
            },
          )
        }
      />
    </>
  );
}
