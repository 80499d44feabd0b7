import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { EventAttachment } from '../../../api/events-types';

const List = styled.ul`
  margin: 0;
  padding-inline-start: 18px;
  li { padding-block: 4px; }
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
  span { color: ${({ theme }) => theme.colors.muted}; margin-inline-start: 8px; }
`;

/**
 * The event's files, each a download link with its kind and, for PDFs, its
 * page count (no PDF viewer is shared between the areas yet: the browser
 * opens the file).
 */
export function Attachments({ attachments }: { attachments: EventAttachment[] }) {
  const { t } = useTranslation('mfe-social');
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="event-attachments-title">
      <h2 id="event-attachments-title">{t('events.details.attachments')}</h2>
      <List data-testid="event-attachments">
        {attachments.map((file) => {
          const pdf = file.mime === 'application/pdf';
          return (
            <li key={file.mediaId}>
              <a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer" dir="auto">{file.name}</a>
              <span>
                {pdf ? (file.pageCount !== null ? t('events.details.pdfPages', { count: file.pageCount }) : t('events.details.pdf')) : t('events.details.file')}
              </span>
            </li>
          );
        })}
      </List>
    </section>
  );
}
