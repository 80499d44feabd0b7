import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';
import { Link } from '@halaqa/router';
import { EmptyState, LoadingState, PageFrame, Pagination, QueryStates } from '@halaqa/ui/pages';
import { ORDERS_PAGE_SIZE, useOrders } from '../../api/order-queries';
import type { OrderSummary } from '../../api/types';
import { formatDay, itemTitle, useMoney } from '../../commerce-ui/format';
import { methodLabel, statusLabel } from '../../commerce-ui/labels';
import { commercePaths } from '../../definition';

/** Scrolls sideways on narrow screens; focusable, so keyboard users can scroll it too. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Table = styled.table`
  inline-size: 100%;
  min-inline-size: 720px;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  caption { text-align: start; padding: 12px 16px; font-weight: 600; }
  caption:focus { outline: none; }
  th, td { padding: 12px 16px; text-align: start; border-block-start: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  thead th { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  td.amount { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
  th[scope='row'], td.date { white-space: nowrap; }
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
`;

/** /profile/payment-history: the member's orders, newest first, ten a page. */
export function PaymentHistoryPage({ title }: PageProps) {
  const { t } = useTranslation('mfe-commerce');
  const { page, setPage, listTop } = usePageParam();
  const orders = useOrders(page);
  const pageCount = usePageInRange(orders, page, ORDERS_PAGE_SIZE, setPage);
  return (
    <PageFrame title={title ?? t('pages.paymentHistory')} testId="payment-history">
      <QueryStates query={orders} namespace="mfe-commerce" loading={<LoadingState />}>
        {({ data }) => data.length === 0
          ? <EmptyState>{t('history.empty')}</EmptyState>
          : (
            <>
              <Scroller tabIndex={0} role="region" aria-labelledby="orders-caption">
                <Table data-testid="orders">
                  <caption id="orders-caption" ref={listTop} tabIndex={-1}>{t('history.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('history.order')}</th>
                      <th scope="col">{t('history.date')}</th>
                      <th scope="col">{t('history.items')}</th>
                      <th scope="col">{t('history.status')}</th>
                      <th scope="col">{t('history.method')}</th>
                      <th scope="col" style={{ textAlign: 'end' }}>{t('history.total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((order) => <OrderRow key={order.id} order={order} />)}
                  </tbody>
                </Table>
              </Scroller>
              <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setPage(next)} />
            </>
          )}
      </QueryStates>
    </PageFrame>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const first = itemTitle({ title: order.firstItemTitle, titleAr: order.firstItemTitleAr }, language);
  const others = order.itemCount - 1;
  return (
    <tr data-testid="order-row">
      <th scope="row">
        <Link to={commercePaths.orderDetails(order.id)}>{t('history.orderNumber', { id: order.id })}</Link>
      </th>
      <td className="date">{formatDay(order.createdAt, language)}</td>
      <td>{others > 0 ? t('history.more', { title: first, count: others }) : first}</td>
      <td data-testid="order-status">{statusLabel(t, order.status)}</td>
      <td>{methodLabel(t, { method: order.paymentMethod })}</td>
      <td className="amount">{money(order.totalAmount, order.currency)}</td>
    </tr>
  );
}
