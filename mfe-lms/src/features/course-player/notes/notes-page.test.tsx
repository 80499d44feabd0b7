import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import { noteFixture, pdfFileFixture, subsectionFixture } from '../testing/player-fixtures';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const notes = [
  noteFixture({ id: 1, note: 'Great opening', positionKind: 'VIDEO_TIME', position: 65 }),
  noteFixture({ id: 2, subsectionId: 101, subsectionName: 'Team charter (PDF)', note: 'Sign it', positionKind: 'PDF_PAGE', position: 2 }),
  noteFixture({ id: 3, subsectionId: 201, subsectionName: 'Role play', sectionId: 2, sectionName: 'Hard talks', note: 'Practice' }),
];

describe('notes', () => {
  it('lists the notes by section, searches after a pause, edits and deletes (after a confirmation)', async () => {
    answerPlayer();
    answer('GET', 'courses/11/notes', (request) => {
      const query = request.query.get('query');
      const data = query ? notes.filter((note) => note.note.includes(query)) : notes;
      return { status: 200, body: { count: data.length, data } };
    });
    answer('PATCH', 'courses/11/notes/1', (request) => ({ status: 200, body: { ...notes[0], note: (request.body as { note: string }).note } }));
    answer('DELETE', 'courses/11/notes/3', { status: 204 });
    await renderPage('/lms/courses/11/notes', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hard talks' })).toBeInTheDocument();
    expect(within(screen.getByTestId('note-1')).getByTestId('note-link')).toHaveAttribute('href', '/lms/courses/11/content/102?t=65');
    expect(within(screen.getByTestId('note-1')).getByTestId('note-link')).toHaveTextContent('Welcome video · at 1:05');
    expect(within(screen.getByTestId('note-2')).getByTestId('note-link')).toHaveAttribute('href', '/lms/courses/11/content/101?page=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search my notes' }), 'Sign');
    await waitFor(() => expect(screen.queryByTestId('note-1')).toBeNull(), { timeout: 2000 });
    // One search, once the typing paused (not one per letter).
    expect(requestsTo('GET', 'courses/11/notes').map((request) => request.query.get('query'))).toEqual([null, 'Sign']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search my notes' }));
    await screen.findByTestId('note-1', {}, { timeout: 2000 });

    await userEvent.click(screen.getByRole('button', { name: 'Edit the note on “Welcome video”' }));
    const field = within(screen.getByTestId('note-1')).getByRole('textbox', { name: 'Note' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Strong opening');
    await userEvent.click(within(screen.getByTestId('note-1')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PATCH', 'courses/11/notes/1')[0]?.body).toEqual({ note: 'Strong opening' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete the note on “Role play”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo('DELETE', 'courses/11/notes/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a note from a PDF at its current page, and a note leads back to its page', async () => {
    const pdf = subsectionFixture({ id: 101, name: 'Team charter (PDF)', contentType: 'FILE', fileKind: 'PDF', file: pdfFileFixture(3), isCompleted: true });
    answerPlayer({}, [pdf]);
    answer('POST', 'courses/11/subsections/101/notes', (request) => ({
      status: 201, body: noteFixture({ id: 9, subsectionId: 101, note: (request.body as { note: string }).note, positionKind: 'PDF_PAGE', position: 2 }),
    }));
    await renderPage('/lms/courses/11/content/101', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Sign it');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('POST', 'courses/11/subsections/101/notes')[0]?.body).toEqual({ note: 'Sign it', positionKind: 'PDF_PAGE', position: 2 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue(''));
  });
});

describe('notes, many of them', () => {
  it('shows fifty at a time and the next fifty on "show more"', async () => {
    answerPlayer();
    const many = Array.from({ length: 60 }, (_, index) => noteFixture({ id: index + 1, note: `Note ${index + 1}` }));
    answer('GET', 'courses/11/notes', (request) => {
      const skip = Number(request.query.get('skip'));
      const take = Number(request.query.get('take'));
      return { status: 200, body: { count: many.length, data: many.slice(skip, skip + take) } };
    });
    await renderPage('/lms/courses/11/notes', { signedIn: true });
    const page = await screen.findByTestId('course-notes');
    await waitFor(() => expect(within(page).getAllByText(/^Note \d+$/)).toHaveLength(50));
    await userEvent.click(within(page).getByRole('button', { name: 'Show more notes' }));
    await waitFor(() => expect(within(page).getAllByText(/^Note \d+$/)).toHaveLength(60));
    expect(within(page).queryByRole('button', { name: 'Show more notes' })).toBeNull();
    expect(requestsTo('GET', 'courses/11/notes').map((request) => request.query.get('skip'))).toEqual(['0', '50']);
  });
});
