import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import type { AnswerFile } from '../api/review-types';
import { formatNumber } from '../shared/format';
import { linkStyle } from '../shared/ui';

const Files = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h4 { margin: 0; font-size: 1rem; }
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 12px; }
  figure { margin: 0; display: flex; flex-direction: column; gap: 6px; }
  figcaption { font-weight: 600; }
  audio, video { max-inline-size: 100%; }
  video { max-block-size: 360px; background: #000; }
  a { ${linkStyle} }
`;

const kindOf = (mime: string) => (mime.startsWith('audio/') ? 'audio' : mime.startsWith('video/') ? 'video' : 'file');

/**
 * The files a member answered with (uploads and recordings), through their
 * short-lived signed addresses: recordings play in place, with their own
 * controls (keyboard included); every file also opens on its own.
 */
export function AnswerFiles({ files, questionId }: { files: readonly AnswerFile[]; questionId: number }) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  if (files.length === 0) return null;
  const titleId = `answer-files-${questionId}`;
  return (
    <Files data-testid="answer-files">
      <h4 id={titleId}>{t('grading.files')}</h4>
      <ul aria-labelledby={titleId}>
        {files.map((file, index) => {
          const kind = kindOf(file.mime);
          const captionId = `answer-file-${questionId}-${file.id}`;
          const open = <a href={file.url} target="_blank" rel="noopener noreferrer" dir="auto">{t('grading.openFile', { name: file.fileName })}</a>;
          if (kind === 'file') return <li key={file.id} data-testid="answer-file">{open}</li>;
          const caption = t('grading.recording', { number: formatNumber(index + 1, language), name: file.fileName });
          return (
            <li key={file.id} data-testid="answer-file" data-kind={kind}>
              <figure>
                <figcaption id={captionId} dir="auto">{caption}</figcaption>
                {kind === 'audio'
                  // eslint-disable-next-line jsx-a11y/media-has-caption -- a member's recorded answer: no captions exist; the file opens on its own too
                  ? <audio controls preload="metadata" src={file.url} aria-labelledby={captionId} />
                  // eslint-disable-next-line jsx-a11y/media-has-caption -- as above
                  : <video controls preload="metadata" src={file.url} aria-labelledby={captionId} />}
                {open}
              </figure>
            </li>
          );
        })}
      </ul>
    </Files>
  );
}
