import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { eventCardFixture, eventListFixture } from '../../../testing/event-fixtures';
import { renderEvents, resetEventsState } from '../../../testing/render-events';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetEventsState();
});

describe('my events', () => {
  it('lists the enrolled and waitlisted events, a page at a time', async () => {
    answer('GET', 'events/mine', (request) => ({
      status: 200,
      body: eventListFixture(request.query.get('skip') === '0'
        ? [eventCardFixture({ myStatus: 'ENROLLED' }), eventCardFixture({ id: 8, title: 'Tafsir Circle', myStatus: 'WAITLISTED' })]
        : [eventCardFixture({ id: 9, title: 'Late event', myStatus: 'ENROLLED' })], 13),
    }));
    await renderEvents('/social/my-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Events' })).toHaveFocus();
    const cards = await screen.findAllByTestId('event-card');
    expect(cards.map((card) => card.querySelector('[data-testid="my-status"]')?.textContent)).toEqual(['Enrolled', 'On the waitlist']);
    expect(Object.fromEntries(requestsTo('GET', 'events/mine')[0]!.query)).toEqual({ skip: '0', take: '12' });
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Late event')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/social/my-events?page=2');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Events you are enrolled in or waiting for' })).toHaveFocus());
  });

  it('says when there are none, with the way to the events', async () => {
    answer('GET', 'events/mine', { status: 200, body: eventListFixture([]) });
    await renderEvents('/social/my-events', { language: 'ar' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('لم تنضم إلى أي فعالية بعد.');
    expect(screen.getByRole('link', { name: 'تصفّح الفعاليات' })).toHaveAttribute('href', '/social/events');
  });
});
