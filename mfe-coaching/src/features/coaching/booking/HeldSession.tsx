import { useRef } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { useSlotFills } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { LoadingState, useFocusOnArrival } from '@halaqa/ui/pages';
import type { Booking } from '../../../api/coaching-types';
import { Notice, Section } from '../ui/Facts';
import { formatTime, formatWhen } from '../ui/time';

/**
 * A paid session held for the member: paying goes through the commerce
 * area's purchase.action@1 filler (add to cart where the organization has the
 * marketplace, buy now where it has none), so this area never imports
 * commerce code. Where no area fills it (commerce off), it says so.
 */
export function HeldSession({ booking, coachName }: { booking: Booking; coachName: string }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const [purchase] = useSlotFills('purchase.action@1');
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  if (!booking.purchase) return null;
  const item = {
    itemType: booking.purchase.itemType,
    itemId: String(booking.purchase.itemId),
    title: t('book.itemTitle', { coach: coachName }),
  };
  return (
    <Section data-testid="held">
      <h2 ref={heading} tabIndex={-1}>{t('book.heldTitle')}</h2>
      <p data-testid="held-when">{formatWhen(booking.startsAt, i18n.language)}</p>
      {booking.holdExpiresAt ? <p>{t('book.heldUntil', { time: formatTime(booking.holdExpiresAt, i18n.language) })}</p> : null}
      {purchase ? <SlotFiller placed={purchase} props={item} fallback={<LoadingState />} /> : <Notice $tone="error">{t('book.noPayment')}</Notice>}
    </Section>
  );
}
