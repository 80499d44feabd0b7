// The rich-text editor (tiptap/ProseMirror): a separate entry
// (`@halaqa/ui/rich-text-editor`) that pages load lazily (React.lazy) where
// members write, so it is in no first load and no shared module.
export { RichTextEditor, type RichTextEditorProps, type RichTextEditorTexts } from './components/rich-text-editor/RichTextEditor';
