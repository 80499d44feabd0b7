import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { RichTextEditorProps } from '@halaqa/ui/rich-text-editor';
import { field, type ControlProps } from './control-props';
import { paragraphsOf, textOf } from './plain-essay';

type Editor = ComponentType<RichTextEditorProps>;

let editorChunk: Promise<Editor> | null = null;
/** The shared editor in its own chunk (132 kB gzip of ProseMirror), fetched once per page. */
function loadEditor(): Promise<Editor> {
  editorChunk ??= import(/* webpackChunkName: "rich-text-editor" */ '@halaqa/ui/rich-text-editor')
    .then((module) => module.RichTextEditor)
    .catch((error: unknown) => { editorChunk = null; throw error; });
  return editorChunk;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 600; }
`;

const Plain = styled.textarea`
  inline-size: 100%;
  min-block-size: 9em;
  padding: 8px 12px;
  font: inherit;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius}px;
  resize: vertical;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
  &:disabled { opacity: 0.7; cursor: not-allowed; }
`;

/**
 * Essay: the shared rich-text editor, saved when typing pauses, reviewed by
 * the {{instructor}}. A fresh essay starts as a plain field and the editor
 * is fetched only when the member goes to write (or when there is formatted
 * text to show), so an exam whose essay is never touched does not carry
 * ProseMirror; the editor then takes over with what was typed and the
 * caret. Offline, when the editor cannot be fetched, the plain field keeps
 * working and its answers queue like any other.
 */
export function EssayControl({ question, response, onChange, disabled, labelledBy }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const html = field<'html', string>(response, 'html') ?? '';
  const [wanted, setWanted] = useState(html !== '');
  const [Editor, setEditor] = useState<Editor | null>(null);
  const [typing, setTyping] = useState(false);
  const [plain, setPlain] = useState(() => (html === '' ? '' : textOf(html)));

  useEffect(() => {
    if (!wanted || Editor) return undefined;
    let live = true;
    // A failed fetch (offline) leaves the plain field in place; the next focus tries again.
    loadEditor().then((loaded) => { if (live) setEditor(() => loaded); }, () => { if (live) setWanted(false); });
    return () => { live = false; };
  }, [wanted, Editor]);

  if (Editor) {
    const texts = {
      toolbar: t('editor.toolbar'), bold: t('editor.bold'), italic: t('editor.italic'), bulletList: t('editor.bulletList'),
      orderedList: t('editor.orderedList'), link: t('editor.link'), linkAddress: t('editor.linkAddress'), applyLink: t('editor.applyLink'),
      removeLink: t('editor.removeLink'), cancel: t('editor.cancel'),
    };
    return (
      <Editor
        label={t('controls.yourAnswer')} value={html} texts={texts} disabled={disabled} describedBy={labelledBy}
        testId={`essay-${question.attemptQuestionId}`} takeOverFocus={typing}
        // The editor reports its first content as a change: only what the member wrote is an answer.
        onChange={(next) => { if (next !== html) onChange(next === '' ? null : { html: next }, true); }}
      />
    );
  }
  const id = `essay-plain-${question.attemptQuestionId}`;
  return (
    <Field>
      <label htmlFor={id}>{t('controls.yourAnswer')}</label>
      <Plain
        id={id} data-testid={`essay-${question.attemptQuestionId}`} dir="auto" value={plain} disabled={disabled}
        aria-describedby={labelledBy}
        onFocus={() => { setTyping(true); setWanted(true); }}
        onBlur={() => setTyping(false)}
        onChange={(event) => {
          setPlain(event.target.value);
          const next = paragraphsOf(event.target.value);
          onChange(next === '' ? null : { html: next }, true);
        }}
      />
    </Field>
  );
}
