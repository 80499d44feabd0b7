import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styled from 'styled-components';

/** The words of the editor, in the page's language (the caller translates them). */
export interface RichTextEditorTexts {
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  linkAddress: string;
  applyLink: string;
  removeLink: string;
  cancel: string;
}

export interface RichTextEditorProps {
  /** The visible label of the field. */
  label: string;
  /** HTML; '' is empty. Setting it to '' from outside clears the editor (after sending, say). */
  value: string;
  onChange: (html: string) => void;
  texts: RichTextEditorTexts;
  disabled?: boolean;
  /** Ids of texts that describe the field (a hint, an error). */
  describedBy?: string;
  testId?: string;
  /** Put the caret at the end of the text as it appears (it takes over from a plain field the member was typing in). */
  takeOverFocus?: boolean;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 36px;
  min-block-size: 36px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.background}; border-color: ${({ theme }) => theme.colors.controlBorder}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Surface = styled.div`
  .tiptap {
    min-block-size: 7em;
    padding: 8px 12px;
    line-height: 1.6;
    outline: none;
    overflow-wrap: anywhere;
  }
  .tiptap p { margin: 0 0 0.5em; }
  .tiptap a { color: ${({ theme }) => theme.colors.primaryText}; }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 6px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  input { flex: 1 1 12em; min-block-size: 32px; padding: 0 8px; border: 1px solid ${({ theme }) => theme.colors.controlBorder}; border-radius: ${({ theme }) => theme.radius}px; font: inherit; }
`;

/** Only addresses the server keeps (the sanitizer drops the rest): web, mail and phone. */
const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

const EXTENSIONS = [StarterKit.configure({
  heading: false, codeBlock: false, horizontalRule: false, blockquote: false, code: false,
  link: { openOnClick: false, autolink: true, protocols: LINK_PROTOCOLS, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
})];

/** A chain link, drawn (no emoji font is needed to see it). */
const LINK_ICON = (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Buttons of the toolbar: one tab stop, arrows move between them (reversed right to left), Home and End to the ends. */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: number | null = null;
  if (event.key === forward) next = (index + 1) % buttons.length;
  else if (event.key === back) next = (index - 1 + buttons.length) % buttons.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === null) return;
  event.preventDefault();
  for (const [position, button] of buttons.entries()) button.tabIndex = position === next ? 0 : -1;
  buttons[next]!.focus();
}

/**
 * The one rich-text editor (comments, and later any text members write):
 * bold, italic, lists and links, with a labelled toolbar used by keyboard
 * (Tab reaches it once, arrows move in it; Ctrl/Cmd+B, I and K work in the
 * text). Writes in the direction of what is typed (dir="auto"). What it
 * produces is HTML the server sanitizes again and the `RichText` renderer
 * shows. Loaded on its own (`@halaqa/ui/rich-text-editor`) by the pages that
 * write, so ProseMirror stays out of every first load.
 */
export function RichTextEditor({ label, value, onChange, texts, disabled = false, describedBy, testId, takeOverFocus = false }: RichTextEditorProps) {
  const labelId = useId();
  const linkInputId = useId();
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    autofocus: takeOverFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        dir: 'auto',
        'data-testid': testId ?? 'rich-text-editor',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinking(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  // Cleared from outside (a sent comment): the editor empties too.
  useEffect(() => {
    if (editor && value === '' && !editor.isEmpty) editor.commands.clearContent();
  }, [editor, value]);
  useEffect(() => { editor?.setEditable(!disabled); }, [editor, disabled]);
  // The address field takes the focus as it opens (from the button or Ctrl/Cmd+K).
  useEffect(() => { if (linking) linkInput.current?.focus(); }, [linking]);

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (editor) command(editor.chain().focus()).run();
  };
  const openLink = () => {
    setAddress(editor?.getAttributes('link').href ?? '');
    setLinking(true);
  };
  const closeLink = () => {
    setLinking(false);
    editor?.commands.focus();
  };
  const applyLink = () => {
    const href = address.trim();
    if (href) run((chain) => chain.extendMarkRange('link').setLink({ href }));
    else run((chain) => chain.extendMarkRange('link').unsetLink());
    setLinking(false);
  };

  const tools = [
    { key: 'bold', text: texts.bold, glyph: 'B', pressed: state?.bold, act: () => run((chain) => chain.toggleBold()), style: { fontWeight: 700 } },
    { key: 'italic', text: texts.italic, glyph: 'I', pressed: state?.italic, act: () => run((chain) => chain.toggleItalic()), style: { fontStyle: 'italic' } },
    { key: 'bulletList', text: texts.bulletList, glyph: '•', pressed: state?.bulletList, act: () => run((chain) => chain.toggleBulletList()) },
    { key: 'orderedList', text: texts.orderedList, glyph: '1.', pressed: state?.orderedList, act: () => run((chain) => chain.toggleOrderedList()) },
    { key: 'link', text: texts.link, glyph: LINK_ICON, pressed: state?.link, act: openLink },
  ] as const;

  return (
    <Field>
      <Label id={labelId} onClick={() => editor?.commands.focus()}>{label}</Label>
      <Frame>
        <Toolbar role="toolbar" aria-label={texts.toolbar} onKeyDown={moveInToolbar}>
          {tools.map((tool, index) => (
            <Tool
              key={tool.key}
              type="button"
              tabIndex={index === 0 ? 0 : -1}
              aria-pressed={Boolean(tool.pressed)}
              aria-label={tool.text}
              title={tool.text}
              disabled={disabled || !editor}
              // A click keeps the caret in the text, so what is typed next is written with the new format (as in any word processor).
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.act}
              style={'style' in tool ? tool.style : undefined}
            >
              <span aria-hidden="true">{tool.glyph}</span>
            </Tool>
          ))}
        </Toolbar>
        {linking && (
          <LinkRow>
            <label htmlFor={linkInputId}>{texts.linkAddress}</label>
            <input
              id={linkInputId}
              ref={linkInput}
              type="url"
              dir="ltr"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') { event.preventDefault(); applyLink(); }
                if (event.key === 'Escape') { event.preventDefault(); closeLink(); }
              }}
            />
            <Tool type="button" onClick={applyLink}>{texts.applyLink}</Tool>
            {state?.link && <Tool type="button" onClick={() => { setAddress(''); run((chain) => chain.extendMarkRange('link').unsetLink()); setLinking(false); }}>{texts.removeLink}</Tool>}
            <Tool type="button" onClick={closeLink}>{texts.cancel}</Tool>
          </LinkRow>
        )}
        <Surface><EditorContent editor={editor} /></Surface>
      </Frame>
    </Field>
  );
}

