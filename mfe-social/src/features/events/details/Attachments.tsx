import { useId, useState } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureCode } from '@halaqa/ui/pages';
import { EVENT_FILE_ACCEPT, useEventFiles } from '../../../api/events-attachments';
import type { EventAttachment } from '../../../api/events-types';

const List = styled.ul`
  margin: 0;
  padding-inline-start: 18px;
  li { padding-block: 4px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
  span { color: ${({ theme }) => theme.colors.muted}; }
`;

const Manage = styled.div`
  margin-block-start: 12px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 600; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

/**
 * The event's files, each a download link with its kind and, for PDFs, its
 * page count (no PDF viewer is shared between the areas yet: the browser
 * opens the file). Event managers add PDFs and images here and take files off.
 */
export function Attachments({ eventId, attachments, canManage }: { eventId: number; attachments: EventAttachment[]; canManage: boolean }) {
  const { t } = useTranslation('mfe-social');
  if (attachments.length === 0 && !canManage) return null;
  return (
    <section aria-labelledby="event-attachments-title">
      <h2 id="event-attachments-title">{t('events.details.attachments')}</h2>
      {attachments.length > 0 && (
        <List data-testid="event-attachments">
          {attachments.map((file) => {
            const pdf = file.mime === 'application/pdf';
            return (
              <li key={file.mediaId}>
                <a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer" dir="auto">{file.name}</a>
                <span>
                  {pdf ? (file.pageCount !== null ? t('events.details.pdfPages', { count: file.pageCount }) : t('events.details.pdf')) : t('events.details.file')}
                </span>
                {canManage && <RemoveFile eventId={eventId} file={file} />}
              </li>
            );
          })}
        </List>
      )}
      {canManage && <AddFile eventId={eventId} />}
    </section>
  );
}

const problemOf = (t: (key: string) => string, error: unknown) =>
  t(failureCode(error) === ERROR_CODES.MEDIA_TYPE_REFUSED ? 'events.files.wrongType' : 'events.files.failed');

function AddFile({ eventId }: { eventId: number }) {
  const { t } = useTranslation('mfe-social');
  const { attach } = useEventFiles(eventId);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const add = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    attach.mutate(file, { onError: (error) => setProblem(problemOf(t, error)) });
  };
  return (
    <Manage data-testid="event-files-manage">
      <label htmlFor={inputId}>{t('events.files.add')}</label>
      <input
        id={inputId}
        type="file"
        accept={EVENT_FILE_ACCEPT}
        disabled={attach.isPending}
        onChange={(event) => { add(event.target.files?.[0]); event.target.value = ''; }}
      />
      <div aria-live="polite">
        {attach.isPending && <span>{t('events.files.uploading')}</span>}
        {problem && <p className="error" role="alert">{problem}</p>}
      </div>
    </Manage>
  );
}

function RemoveFile({ eventId, file }: { eventId: number; file: EventAttachment }) {
  const { t } = useTranslation('mfe-social');
  const { remove } = useEventFiles(eventId);
  return (
    <>
      <Button type="button" $variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(file.mediaId)}>
        {t('events.files.remove', { name: file.name })}
      </Button>
      {remove.isError && <span role="alert">{t('events.files.removeFailed')}</span>}
    </>
  );
}
