import { useTranslation } from '@halaqa/i18n';
import { componentSource, useLoadedComponent } from '@halaqa/ui';
import { SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';

/** The shared editor in its own chunk: loaded when a page first shows a form to write in. */
const editor = componentSource(() => import(/* webpackChunkName: "rich-text-editor" */ '@halaqa/ui/rich-text-editor').then((module) => module.RichTextEditor));

interface LazyEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  describedBy?: string;
  testId?: string;
}

/** The rich-text editor with the area's words for its toolbar. */
export function LazyEditor(props: LazyEditorProps) {
  const { t } = useTranslation('mfe-lms');
  const texts = {
    toolbar: t('richTextEditor.toolbar'), bold: t('richTextEditor.bold'), italic: t('richTextEditor.italic'),
    bulletList: t('richTextEditor.bulletList'), orderedList: t('richTextEditor.orderedList'), link: t('richTextEditor.link'),
    linkAddress: t('richTextEditor.linkAddress'), applyLink: t('richTextEditor.applyLink'), removeLink: t('richTextEditor.removeLink'),
    cancel: t('richTextEditor.cancel'),
  };
  const RichTextEditor = useLoadedComponent(editor);
  return RichTextEditor ? <RichTextEditor {...props} texts={texts} /> : <SkeletonRegion label={t('richTextEditor.loading')}><SkeletonText lines={4} /></SkeletonRegion>;
}
