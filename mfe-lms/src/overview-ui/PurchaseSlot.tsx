import type { ReactNode } from 'react';
import type { PurchaseActionProps } from '@halaqa/contracts';
import { useSlotFills } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { LoadingState } from '@halaqa/ui/pages';

/**
 * How to get a paid item: the commerce area's purchase.action@1 filler (add
 * to cart, or buy now where there is no marketplace), so the courses area
 * never imports commerce code. Where no area fills it (commerce is off for
 * the organization), `unavailable` says so instead.
 */
export function PurchaseSlot({ item, unavailable }: { item: PurchaseActionProps | undefined; unavailable: ReactNode }) {
  const [purchase] = useSlotFills('purchase.action@1');
  if (!purchase || !item) return <>{unavailable}</>;
  return <SlotFiller placed={purchase} props={item} fallback={<LoadingState />} />;
}
