import { useTranslation } from '@halaqa/i18n';
import { componentSource, useLoadedComponent } from '@halaqa/ui';
import { SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';

/** The shared editor in its own chunk: loaded only when a member starts writing a post. */
const editor = componentSource(() => import(/* webpackChunkName: "rich-text-editor" */ '@halaqa/ui/rich-text-editor').then((module) => module.RichTextEditor));

interface LazyEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  describedBy?: string;
  testId?: string;
  takeOverFocus?: boolean;
}

/** The rich-text editor with the groups' words for its toolbar. */
export function LazyEditor(props: LazyEditorProps) {
  const { t } = useTranslation('mfe-social');
  const word = (key: string) => t(`groups.editor.${key}`);
  const texts = {
    toolbar: word('toolbar'), bold: word('bold'), italic: word('italic'), bulletList: word('bulletList'), orderedList: word('orderedList'),
    link: word('link'), linkAddress: word('linkAddress'), applyLink: word('applyLink'), removeLink: word('removeLink'), cancel: word('cancel'),
  };
  const RichTextEditor = useLoadedComponent(editor);
  return RichTextEditor ? <RichTextEditor {...props} texts={texts} /> : <SkeletonRegion label={word('loading')}><SkeletonText lines={4} /></SkeletonRegion>;
}
