import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PlayerSubsection } from '../api/types';
import { PlayerIcon } from '../frame/PlayerIcon';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-flex; align-items: center; gap: 8px; min-block-size: 40px; color: ${({ theme }) => theme.colors.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/** The item's attachments: files to download, links to open in a new tab. */
export function Attachments({ attachments }: { attachments: PlayerSubsection['attachments'] }) {
  const { t } = useTranslation('mfe-lms');
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="attachments-title" data-testid="attachments">
      <h2 id="attachments-title">{t('player.content.attachments')}</h2>
      <List>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            {attachment.isExternal ? (
              <a href={attachment.url} target="_blank" rel="noopener noreferrer">
                <PlayerIcon name="external" /><span dir="auto">{attachment.name}</span>
              </a>
            ) : (
              <a href={attachment.url} download={attachment.name}>
                <PlayerIcon name="download" /><span dir="auto">{attachment.name}</span>
              </a>
            )}
          </li>
        ))}
      </List>
    </section>
  );
}
