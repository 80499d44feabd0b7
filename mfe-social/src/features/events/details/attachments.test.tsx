import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo } from '@halaqa/session/src/testing/fake-api';
import { eventDetailsFixture } from '../../../testing/event-fixtures';
import { renderEvents, resetEventsState } from '../../../testing/render-events';
import type { EventDetails } from '../../../api/events-types';
import { watchToasts } from '../../../testing/watch-toasts';

watchToasts(resetEventsState);

function answerEvent(details: EventDetails) {
  answer('GET', `events/${details.id}`, { status: 200, body: details });
  answer('POST', `events/${details.id}/seen`, { status: 204 });
}

const opened = { status: 201, body: { mediaId: 61, uploadUrl: '/api/upload/61?exp=99&u=3&sig=abc', chunkSize: 8388608, expiresAt: '2026-11-24T23:00:00.000Z' } };

describe('an event\'s files, for its managers', () => {
  it('members see the files and no way to change them', async () => {
    answerEvent(eventDetailsFixture());
    await renderEvents('/event/7');
    await screen.findByTestId('event-attachments');
    expect(screen.queryByTestId('event-files-manage')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove agenda.pdf' })).toBeNull();
  });

  it('a manager uploads a PDF through the event and removes a file; the event is read again after each', async () => {
    answerEvent(eventDetailsFixture({ canManage: true }));
    answer('POST', 'events/7/uploads', opened);
    answer('PUT', 'upload/61', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    answer('POST', 'events/7/uploads/61/complete', { status: 200, body: { mediaId: 61, name: 'map.pdf', mime: 'application/pdf', url: '/media/61', pageCount: 1 } });
    answer('DELETE', 'events/7/attachments/40', { status: 204 });
    await renderEvents('/event/7');
    const manage = await screen.findByTestId('event-files-manage');
    await userEvent.upload(within(manage).getByLabelText('Add a PDF or an image'), new File(['%PDF'], 'map.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(requestsTo('POST', 'events/7/uploads/61/complete')).toHaveLength(1));
    expect(requestsTo('POST', 'events/7/uploads').map((request) => request.body)).toEqual([{ fileName: 'map.pdf', mime: 'application/pdf', sizeBytes: 4 }]);
    await waitFor(() => expect(requestsTo('GET', 'events/7').length).toBeGreaterThanOrEqual(2));

    await userEvent.click(screen.getByRole('button', { name: 'Remove agenda.pdf' }));
    await waitFor(() => expect(requestsTo('DELETE', 'events/7/attachments/40')).toHaveLength(1));
    await waitFor(() => expect(requestsTo('GET', 'events/7').length).toBeGreaterThanOrEqual(3));
  });

  it('says when the file is not a PDF or an image (med-002)', async () => {
    answerEvent(eventDetailsFixture({ canManage: true, attachments: [] }));
    answer('POST', 'events/7/uploads', opened);
    answer('PUT', 'upload/61', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    answer('POST', 'events/7/uploads/61/complete', apiError(415, 'med-002'));
    await renderEvents('/event/7');
    const manage = await screen.findByTestId('event-files-manage');
    await userEvent.upload(within(manage).getByLabelText('Add a PDF or an image'), new File(['abcd'], 'fake.png', { type: 'image/png' }));
    expect(await within(manage).findByRole('alert')).toHaveTextContent('Only PDFs and images can be added to an event.');
  });
});
