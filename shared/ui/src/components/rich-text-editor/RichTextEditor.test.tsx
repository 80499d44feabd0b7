import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { RichTextEditor, type RichTextEditorTexts } from './RichTextEditor';

const TEXTS: RichTextEditorTexts = {
  toolbar: 'Formatting', bold: 'Bold', italic: 'Italic', bulletList: 'Bulleted list', orderedList: 'Numbered list', link: 'Link',
  linkAddress: 'Link address', applyLink: 'Apply', removeLink: 'Remove link', cancel: 'Cancel',
};

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor label="Your message" value={value} onChange={setValue} texts={TEXTS} />
      <button type="button" onClick={() => setValue('')}>Clear</button>
    </>
  );
}

beforeAll(async () => {
  await setupI18n();
  // ProseMirror measures the selection to scroll it into view; jsdom has no layout, and no rectangles on ranges.
  const empty = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => empty as DOMRect;
});

describe('RichTextEditor', () => {
  it('is a labelled text box with a labelled toolbar, one tab stop, arrows between its buttons', async () => {
    renderWithTheme(<Harness />);
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('dir', 'auto');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = screen.getAllByRole('button', { pressed: false });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link']);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    buttons[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    expect(toolbar).toContainElement(document.activeElement as HTMLElement);
  });

  it('the Bold button toggles and says it is pressed', async () => {
    renderWithTheme(<Harness initial="<p>hello</p>" />);
    await screen.findByRole('textbox', { name: 'Your message' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'false'));
    // Typing into a content-editable needs a real browser: Chromium types bold text in e2e/tests/course-discussions-polls.spec.ts.
  });

  it('a link is added through a labelled field; Escape closes it', async () => {
    renderWithTheme(<Harness initial="<p>site</p>" />);
    await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const field = screen.getByLabelText('Link address');
    expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });

  it('clearing the value from outside empties the editor', async () => {
    renderWithTheme(<Harness initial="<p>sent</p>" />);
    expect(await screen.findByText('sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByText('sent')).toBeNull());
  });
});
