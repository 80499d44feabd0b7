import { useEffect, useState } from 'react';
import { useSlotFills } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { BellRoom } from '../../notifications/bell-room';
import { whenIdle } from '../../notifications/bell-slot';

/**
 * The app bar's cart (app-bar.cart@1): whatever fills it (mfe-commerce's
 * cart icon, where the marketplace is on and for members; the filler's own
 * gate). Like the bell, it is fetched once the page is idle, never in the
 * first load, its room held meanwhile; a filler that fails leaves nothing.
 */
export function CartSlot() {
  const [cart] = useSlotFills('app-bar.cart@1');
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!cart) return null;
  if (!wanted) return <BellRoom aria-hidden="true" data-testid="cart-room" />;
  return <SlotFiller<'app-bar.cart@1'> placed={cart} props={{}} fallback={<BellRoom aria-hidden="true" data-testid="cart-room" />} />;
}
