import { useId, useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button, ButtonRow } from '@halaqa/ui';
import { Dialog } from '@halaqa/ui/pages';
import { NOTE_MAX_LENGTH, useDeleteNote, useUpdateNote } from '../api/notes-queries';
import type { Note } from '../api/types';
import { usePlayer } from '../frame/player-context';
import { notePlaceOf, noteTarget } from './note-position-text';

/** One note: where it was made (a link back there), its text, edit in place and delete after a confirmation. */
export function NoteRow({ note }: { note: Note }) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const update = useUpdateNote(courseId);
  const remove = useDeleteNote(courseId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.note);
  const [confirming, setConfirming] = useState(false);
  const fieldId = useId();
  const place = notePlaceOf(note);

  const save = () => {
    const value = text.trim();
    if (!value) return;
    update.mutate({ noteId: note.id, note: value }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li data-testid={`note-${note.id}`}>
      <p className="where">
        <Link to={paths.content(note.subsectionId, noteTarget(note))} data-testid="note-link">
          <span dir="auto">{note.subsectionName}</span>
          {place && ` · ${t(place.key, place.values)}`}
        </Link>
      </p>
      {editing ? (
        <div>
          <label htmlFor={fieldId} className="visually-hidden">{t('player.notes.editLabel')}</label>
          <textarea id={fieldId} value={text} maxLength={NOTE_MAX_LENGTH} onChange={(event) => setText(event.target.value)} dir="auto" />
          <ButtonRow style={{ justifyContent: 'flex-start' }}>
            <Button type="button" onClick={save} disabled={!text.trim() || update.isPending}>{t('player.notes.save')}</Button>
            <Button type="button" $variant="ghost" onClick={() => { setEditing(false); setText(note.note); }}>{t('player.notes.cancel')}</Button>
          </ButtonRow>
          {update.isError && <p role="alert">{t('player.notes.saveFailed')}</p>}
        </div>
      ) : (
        <>
          <p className="text" dir="auto">{note.note}</p>
          <ButtonRow style={{ justifyContent: 'flex-start' }}>
            <Button type="button" $variant="ghost" onClick={() => setEditing(true)} aria-label={t('player.notes.editOf', { name: note.subsectionName })}>
              {t('player.notes.edit')}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setConfirming(true)} aria-label={t('player.notes.deleteOf', { name: note.subsectionName })}>
              {t('player.notes.delete')}
            </Button>
          </ButtonRow>
        </>
      )}
      {confirming && (
        <Dialog title={t('player.notes.confirmTitle')} onClose={() => setConfirming(false)} testId="confirm-delete">
          <p>{t('player.notes.confirmBody')}</p>
          <ButtonRow>
            <Button type="button" $variant="ghost" onClick={() => setConfirming(false)}>{t('player.notes.cancel')}</Button>
            <Button type="button" onClick={() => remove.mutate(note.id, { onSuccess: () => setConfirming(false) })} disabled={remove.isPending}>
              {t('player.notes.delete')}
            </Button>
          </ButtonRow>
          {remove.isError && <p role="alert">{t('player.notes.deleteFailed')}</p>}
        </Dialog>
      )}
    </li>
  );
}
