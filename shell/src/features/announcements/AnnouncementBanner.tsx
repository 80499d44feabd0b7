import { useState } from 'react';
import { useQuery, useQueryClient } from '@halaqa/query';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import styled from 'styled-components';
import { unwrap } from '@halaqa/api-client';
import { api } from '../../app/api';
import { useAppSelector } from '../../store/store';
import { ANNOUNCEMENT_LIST_QUERY, normalizeExternalLink } from '@halaqa/contracts/src/announcement-list';
import { readDismissed, rememberDismissed } from './dismissed-ids';

const Banner = styled.aside`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  p { margin: 0; flex: 1; line-height: 1.5; }
  a { color: inherit; font-weight: 600; margin-inline-start: 8px; }
`;

const Close = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.12);
  color: inherit;
  font-size: 1.125rem;
  cursor: pointer;
`;


/** The newest announcement this visitor has not dismissed, until closed. */
export function AnnouncementBanner() {
  const { t } = useTranslation('shell');
  const language = useAppSelector((state) => state.ui.language);
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const userId = useAppSelector((state) => state.session.userId);
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(() => readDismissed(localStorage));
  // Signed in, the API filters out what the member dismissed: the list depends on who asks.
  const announcements = useQuery({
    queryKey: ['org-announcements', language, userId],
    queryFn: () => unwrap(api.GET('/api/org-announcements-management', { params: { query: ANNOUNCEMENT_LIST_QUERY } })),
  });
  const current = announcements.data?.data.find((item) => !dismissed.includes(item.id));
  if (!current) return null;

  const link = normalizeExternalLink(current.externalLink);
  const dismiss = async () => {
    const { id } = current;
    if (!signedIn) {
      rememberDismissed(localStorage, id);
      setDismissed(readDismissed(localStorage));
      return;
    }
    // Members dismiss by call (spec section 7), so it follows them to other devices; hidden at once meanwhile.
    setDismissed((ids) => [...ids, id]);
    try {
      await unwrap(api.POST('/api/org-announcements-management/{announcementId}/dismiss', { params: { path: { announcementId: id } } }));
      await queryClient.invalidateQueries({ queryKey: ['org-announcements'] });
    } catch {
      setDismissed((ids) => ids.filter((other) => other !== id));
      bus.emit('toast', { type: 'error', message: t('announcement.dismissFailed') });
    }
  };
  return (
    <Banner aria-label={t('announcement.label')} data-testid="announcement-banner">
      <p>
        {current.body}
        {link && <a href={link} target="_blank" rel="noopener noreferrer" data-testid="announcement-link">{t('announcement.more')}</a>}
      </p>
      <Close type="button" onClick={() => void dismiss()} aria-label={t('announcement.dismiss')} data-testid="announcement-close">×</Close>
    </Banner>
  );
}
