import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { pathForRole, type PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { EmptyState, LoadingState, PageFrame, QueryStates } from '@halaqa/ui/pages';
import { useCart } from '../../api/cart-queries';
import { CartItems } from './CartItems';
import { CheckoutPanel } from './CheckoutPanel';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  gap: 24px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

/** /cart: the member's items, the voucher, the amounts with VAT, and paying. */
export function CartPage({ title }: PageProps) {
  const { t } = useTranslation('mfe-commerce');
  const cart = useCart();
  const emptyNote = useRef<HTMLDivElement>(null);
  const allCourses = pathForRole('allCourses');
  return (
    <PageFrame title={title ?? t('pages.cart')} testId="cart-page">
      <QueryStates query={cart} namespace="mfe-commerce" loading={<LoadingState />}>
        {(data) => data.items.length === 0
          ? (
            <div ref={emptyNote} tabIndex={-1} data-testid="cart-empty">
              <EmptyState action={allCourses && <Button as={Link} to={allCourses} data-testid="browse-courses">{t('cart.browse')}</Button>}>
                {t('cart.empty')}
              </EmptyState>
            </div>
          )
          : (
            <Columns>
              <CartItems cart={data} onEmptied={() => emptyNote.current?.focus()} />
              <CheckoutPanel cart={data} />
            </Columns>
          )}
      </QueryStates>
    </PageFrame>
  );
}
