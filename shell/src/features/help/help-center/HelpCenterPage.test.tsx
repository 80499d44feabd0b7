/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpCenterArticle } from '@halaqa/contracts/src/support';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { plainText, renderHelpPage, resetHelpPageState } from '../testing/render-help-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetHelpPageState();
});

const ARTICLES: HelpCenterArticle[] = [
  { id: 1, category: 'getting-started', question: 'How do I switch between English and Arabic?', answer: 'Use the language button.\n\nThe site remembers it.' },
  { id: 2, category: 'account', question: 'I forgot my password. How do I reset it?', answer: 'Choose "Forgot your password?".' },
  { id: 3, category: 'account', question: 'How do I change my password?', answer: 'Open your profile.' },
];

function answerArticles() {
  answer('GET', 'help-center', (request) => {
    const search = request.query.get('search')?.toLowerCase() ?? '';
    const data = ARTICLES.filter((article) => (article.question + article.answer).toLowerCase().includes(search));
    return { status: 200, body: { count: data.length, data } };
  });
}

describe('help center', () => {
  it('shows the answers by section, each opened in place with the keyboard', async () => {
    answerArticles();
    await renderHelpPage('/help-center', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('help-count')).toHaveTextContent('3 answers'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Getting started', 'Your account']);

    const question = screen.getByRole('button', { name: 'How do I switch between English and Arabic?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(region).not.toBeVisible();
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(region).toBeVisible();
    // Blank lines separate paragraphs.
    expect(within(region).getAllByText(/./).map((p) => p.textContent)).toEqual(['Use the language button.', 'The site remembers it.']);
    await userEvent.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(requestsTo('GET', 'help-center')[0]!.query.get('search')).toBeNull();
  });

  it('searches after a pause in typing, at once on Enter, and says when nothing matches', async () => {
    answerArticles();
    await renderHelpPage('/help-center', { signedIn: true });
    await screen.findByTestId('help-count');
    const box = screen.getByRole('searchbox', { name: 'Search the help center' });
    await userEvent.type(box, '  password ');
    // Not yet: the search waits for a pause.
    expect(requestsTo('GET', 'help-center').filter((request) => request.query.has('search'))).toEqual([]);
    await waitFor(() => expect(plainText(screen.getByTestId('help-count'))).toBe('2 answers for “password”'));
    expect(requestsTo('GET', 'help-center').at(-1)!.query.get('search')).toBe('password');
    expect(screen.queryByRole('button', { name: /English and Arabic/ })).toBeNull();

    await userEvent.clear(box);
    await userEvent.type(box, 'zebra{Enter}');
    expect(plainText(await screen.findByTestId('empty-state'))).toContain('No answer matches “zebra”');
    await userEvent.click(screen.getByRole('button', { name: 'Show every answer' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('help-count')).toHaveTextContent('3 answers'));
  });

  it('leads to a support ticket, and offers to try again when the answers do not load', async () => {
    answer('GET', 'help-center', apiError(500, 'srv-001'));
    await renderHelpPage('/help-center', { signedIn: true });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Open a support ticket' })).toHaveAttribute('href', '/technical-support?new=1');
    answerArticles();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('help-count')).toHaveTextContent('3 answers'));
  });

  it('speaks Arabic, right to left', async () => {
    answerArticles();
    await renderHelpPage('/help-center', { signedIn: true, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مركز المساعدة' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('help-count')).toHaveTextContent('3 إجابات'));
    expect(screen.getByRole('searchbox', { name: 'ابحث في مركز المساعدة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(requestsTo('GET', 'help-center')[0]!.headers.get('x-lang')).toBe('ar');
  });
});
