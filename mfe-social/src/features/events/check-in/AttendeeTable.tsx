import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { LoadingState, pageCountOf, Pagination } from '@halaqa/ui/pages';
import { ATTENDEES_PAGE_SIZE, useAttendees } from '../../../api/events-queries';
import { EventsFailure } from '../ui/EventsFailure';
import { formatMoment } from '../ui/format';

/** Scrolls sideways on narrow screens; focusable, so keyboard users can scroll it too. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  caption { text-align: start; padding: 12px 16px; font-weight: 700; font-size: 1.1rem; }
  th, td { padding: 10px 16px; text-align: start; border-block-start: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
`;

/** The attendees (hosts only) with their place and whether they are checked in for the chosen item. */
export function AttendeeTable({ eventId, attendanceItemId }: { eventId: number; attendanceItemId: number }) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  const [page, setPage] = useState(1);
  const attendees = useAttendees(eventId, page);
  if (attendees.isPending) return <LoadingState />;
  if (attendees.isError) return <EventsFailure error={attendees.error} onRetry={() => void attendees.refetch()} />;
  const { data, count } = attendees.data;
  const checkedIn = data.filter((attendee) => attendee.checkIns.some((record) => record.attendanceItemId === attendanceItemId)).length;
  return (
    <section aria-labelledby="attendees-caption">
      <Scroller tabIndex={0} role="region" aria-labelledby="attendees-caption">
        <Table data-testid="attendees">
          <caption id="attendees-caption">{t('events.checkIn.attendees', { count, checkedIn })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('events.checkIn.name')}</th>
              <th scope="col">{t('events.checkIn.status')}</th>
              <th scope="col">{t('events.checkIn.checkedIn')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((attendee) => {
              const record = attendee.checkIns.find((checkIn) => checkIn.attendanceItemId === attendanceItemId);
              return (
                <tr key={attendee.enrollmentId} data-testid="attendee-row" data-checked-in={record ? 'yes' : 'no'}>
                  <th scope="row" dir="auto">{attendee.member.name}</th>
                  <td>{t(`events.status.${attendee.status}`)}</td>
                  <td>{record ? t('events.checkIn.yesAt', { at: formatMoment(record.checkedInAt, language) }) : t('events.checkIn.no')}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroller>
      <Pagination page={page} pageCount={pageCountOf(count, ATTENDEES_PAGE_SIZE)} onPageChange={setPage} label={t('events.checkIn.pagesLabel')} />
    </section>
  );
}
