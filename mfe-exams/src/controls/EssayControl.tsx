import { lazy, Suspense } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { field, type ControlProps } from './control-props';

/** The shared editor in its own chunk, loaded when an essay question first shows (as course work loads it). */
const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ '@halaqa/ui/rich-text-editor')
  .then((module) => ({ default: module.RichTextEditor })));

/** Essay: the shared rich-text editor; saved when typing pauses, reviewed by the {{instructor}}. */
export function EssayControl({ question, response, onChange, disabled, labelledBy }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const html = field<'html', string>(response, 'html') ?? '';
  const texts = {
    toolbar: t('editor.toolbar'), bold: t('editor.bold'), italic: t('editor.italic'), bulletList: t('editor.bulletList'),
    orderedList: t('editor.orderedList'), link: t('editor.link'), linkAddress: t('editor.linkAddress'), applyLink: t('editor.applyLink'),
    removeLink: t('editor.removeLink'), cancel: t('editor.cancel'),
  };
  return (
    <Suspense fallback={<SkeletonRegion label={t('editor.loading')}><SkeletonText lines={4} /></SkeletonRegion>}>
      <RichTextEditor
        label={t('controls.yourAnswer')} value={html} texts={texts} disabled={disabled} describedBy={labelledBy}
        testId={`essay-${question.attemptQuestionId}`}
        // The editor reports its first content as a change: only what the member wrote is an answer.
        onChange={(next) => { if (next !== html) onChange(next === '' ? null : { html: next }, true); }}
      />
    </Suspense>
  );
}
