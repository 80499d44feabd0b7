import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { ContentSkeleton } from '../frame/PlayerSkeleton';

/** A viewer in its own chunk: a PDF item never loads the video code, nor the other way round. */
function lazyViewer<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Viewer = lazy(() => load().then((component) => ({ default: component })));
  return function LazyViewer(props: Props) {
    return <Suspense fallback={<ContentSkeleton />}><Viewer {...(props as ComponentProps<typeof Viewer>)} /></Suspense>;
  };
}

export const PdfViewer = lazyViewer(() => import(/* webpackChunkName: "viewer-pdf" */ './pdf/PdfViewer').then((module) => module.PdfViewer));
export const MediaPlayer = lazyViewer(() => import(/* webpackChunkName: "viewer-media" */ './media/MediaPlayer').then((module) => module.MediaPlayer));
export const Questionnaire = lazyViewer(() => import(/* webpackChunkName: "viewer-questionnaire" */ './questionnaire/Questionnaire').then((module) => module.Questionnaire));
export const TextContent = lazyViewer(() => import(/* webpackChunkName: "viewer-text" */ './text/TextContent').then((module) => module.TextContent));
