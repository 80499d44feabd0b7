import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../../testing/render-page';
import { answerPlayer } from '../../testing/answer-player';
import { pdfFileFixture, subsectionFixture } from '../../testing/player-fixtures';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const pdf = subsectionFixture({ id: 101, name: 'Team charter (PDF)', contentType: 'FILE', fileKind: 'PDF', file: pdfFileFixture(3), isCompleted: true, nextId: null });

describe('PDF viewer', () => {
  it('turns pages and zooms with buttons, keeping each page\'s size and text', async () => {
    answerPlayer({}, [pdf]);
    await renderPage('/lms/courses/11/content/101', { signedIn: true });
    // The file's first test loads the player's and the viewer's lazy chunks cold: more than a second on a busy CI machine.
    const page = await screen.findByTestId('pdf-page', {}, { timeout: 5000 });
    expect(page).toHaveTextContent('Page 1 of 3');
    const image = screen.getByTestId('pdf-image');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1100');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByTestId('pdf-pages')).toHaveAccessibleDescription('Text of page 1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(page).toHaveTextContent('Page 2 of 3');
    expect(screen.getByTestId('pdf-image')).toHaveAttribute('src', '/api/media/7/pages/2?sig=a');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('125%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('75%');
    await userEvent.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('100%');
    await userEvent.click(screen.getByRole('button', { name: 'As text' }));
    expect(screen.getByTestId('pdf-text')).toHaveTextContent('Text of page 2');
  });

  it('turns pages and zooms from the keyboard on the pages', async () => {
    answerPlayer({}, [pdf]);
    await renderPage('/lms/courses/11/content/101', { signedIn: true });
    const pages = await screen.findByTestId('pdf-pages');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    pages.focus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByTestId('pdf-page')).toHaveTextContent('Page 2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('pdf-page')).toHaveTextContent('Page 3 of 3');
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByTestId('pdf-page')).toHaveTextContent('Page 3 of 3');
    await userEvent.keyboard('{PageUp}{Home}');
    expect(screen.getByTestId('pdf-page')).toHaveTextContent('Page 1 of 3');
    await userEvent.keyboard('++');
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('150%');
    await userEvent.keyboard('-0');
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('100%');
  });

  it('opens at the page the address asks for (a note\'s ?page=)', async () => {
    answerPlayer({}, [pdf]);
    await renderPage('/lms/courses/11/content/101?page=3', { signedIn: true });
    expect(await screen.findByTestId('pdf-page')).toHaveTextContent('Page 3 of 3');
  });
});
