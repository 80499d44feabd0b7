import { useId, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { NOTE_MAX_LENGTH, useCreateNote, useSubsectionNotes } from '../api/notes-queries';
import { usePlayer } from '../frame/player-context';
import { notePlaceOf } from '../notes/note-position-text';
import type { NotePosition } from './note-position';

const Panel = styled.section`
  margin-block-start: 32px;
  padding-block-start: 16px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: 1.2rem; margin: 0 0 12px; }
  textarea {
    inline-size: 100%; min-block-size: 88px; padding: 8px; font: inherit; color: inherit; background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder}; border-radius: ${({ theme }) => theme.radius}px;
  }
  textarea:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; }
  .row { display: flex; align-items: center; gap: 12px; margin-block: 8px 16px; flex-wrap: wrap; }
  .muted { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 8px; }
  li { padding: 8px 12px; border-radius: ${({ theme }) => theme.radius}px; background: ${({ theme }) => theme.colors.background}; white-space: pre-line; }
`;

/**
 * The member's notes on this item, and a new one: taken at the video's
 * current time or the PDF's current page (`position` is what the viewer
 * last reported), so the notes page can jump back there.
 */
export function ItemNotes({ subsectionId, position }: { subsectionId: number; position: RefObject<NotePosition | null> }) {
  const { t } = useTranslation('mfe-lms');
  const { courseId } = usePlayer();
  const notes = useSubsectionNotes(courseId, subsectionId, true);
  const create = useCreateNote(courseId, subsectionId);
  const [text, setText] = useState('');
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) return;
    const at = position.current;
    create.mutate(at ? { note, positionKind: at.kind, position: at.position } : { note }, { onSuccess: () => setText('') });
  };

  return (
    <Panel aria-labelledby={`${fieldId}-title`} data-testid="item-notes">
      <h2 id={`${fieldId}-title`}>{t('player.notes.mine')}</h2>
      <form onSubmit={submit}>
        <label htmlFor={fieldId}>{t('player.notes.add')}</label>
        <textarea id={fieldId} value={text} maxLength={NOTE_MAX_LENGTH} onChange={(event) => setText(event.target.value)} dir="auto" />
        <div className="row">
          <Button type="submit" disabled={!text.trim() || create.isPending}>{t('player.notes.save')}</Button>
          <span className="muted">{t('player.notes.positionHint')}</span>
          {create.isError && <span role="alert">{t('player.notes.saveFailed')}</span>}
        </div>
      </form>
      {notes.data && notes.data.length > 0 && (
        <ul>
          {notes.data.map((note) => {
            const place = notePlaceOf(note);
            return (
              <li key={note.id} data-testid="item-note">
                {place && <span className="muted">{t(place.key, place.values)} · </span>}
                <span dir="auto">{note.note}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
