import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { calendarFile } from '../../../api/events-calls';
import type { EventDetails } from '../../../api/events-types';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Saves a file the browser was given (the calendar entry). */
export const fileSaver = {
  save(blob: Blob, name: string) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};

/**
 * Sharing the event (the system's share sheet where the browser has one,
 * else copying its address) and adding it to the member's calendar (.ics).
 */
export function ShareActions({ event, children }: { event: Pick<EventDetails, 'id' | 'title'>; children?: ReactNode }) {
  const { t } = useTranslation('mfe-social');
  const [saving, setSaving] = useState(false);
  const address = window.location.href;
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      bus.emit('toast', { type: 'success', message: t('events.share.copied') });
    } catch {
      bus.emit('toast', { type: 'error', message: t('events.share.copyFailed') });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: event.title, url: address });
    } catch {
      // Dismissed by the member, or refused: nothing to say.
    }
  }

  async function addToCalendar() {
    setSaving(true);
    try {
      fileSaver.save(await calendarFile(event.id), `event-${event.id}.ics`);
    } catch {
      bus.emit('toast', { type: 'error', message: t('events.share.calendarFailed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Row data-testid="share-actions">
      {children}
      {canShare && <Button type="button" $variant="ghost" onClick={() => void share()} data-testid="share">{t('events.share.share')}</Button>}
      <Button type="button" $variant="ghost" onClick={() => void copy()} data-testid="copy-link">{t('events.share.copy')}</Button>
      <Button type="button" $variant="ghost" onClick={() => void addToCalendar()} disabled={saving} data-testid="add-to-calendar">{t('events.share.calendar')}</Button>
    </Row>
  );
}
