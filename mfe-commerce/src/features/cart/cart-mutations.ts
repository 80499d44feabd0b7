import { useMutation, useQueryClient } from '@halaqa/query';
import { publishCart } from '../../api/cart-queries';
import { applyVoucher, removeItem, removeVoucher } from '../../api/commerce-calls';
import type { Cart } from '../../api/types';

/** A change of the cart whose answer is the cart: every reader gets it, and the badge its count. */
function useCartChange<Input>(change: (input: Input) => Promise<Cart>, onChanged?: (cart: Cart, input: Input) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart, input) => {
      publishCart(queryClient, cart);
      onChanged?.(cart, input);
    },
  });
}

/** DELETE orders/{purchasedItemId}. */
export const useRemoveItem = (onRemoved: (cart: Cart, purchasedItemId: number) => void) => useCartChange(removeItem, onRemoved);

/** POST orders/apply-voucher; each refusal is its own vch- code. */
export const useApplyVoucher = () => useCartChange(applyVoucher);

/** POST orders/remove-voucher. */
export const useRemoveVoucher = () => useCartChange((_: void) => removeVoucher());
