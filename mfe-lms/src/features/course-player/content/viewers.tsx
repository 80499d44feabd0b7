import { lazyComponent } from '@halaqa/ui';
import { ContentSkeleton } from '../frame/PlayerSkeleton';

// A viewer in its own chunk: a PDF item never loads the video code, nor the other way round.
export const PdfViewer = lazyComponent(() => import(/* webpackChunkName: "viewer-pdf" */ './pdf/PdfViewer').then((module) => module.PdfViewer), <ContentSkeleton />);
export const MediaPlayer = lazyComponent(() => import(/* webpackChunkName: "viewer-media" */ './media/MediaPlayer').then((module) => module.MediaPlayer), <ContentSkeleton />);
export const Questionnaire = lazyComponent(() => import(/* webpackChunkName: "viewer-questionnaire" */ './questionnaire/Questionnaire').then((module) => module.Questionnaire), <ContentSkeleton />);
export const TextContent = lazyComponent(() => import(/* webpackChunkName: "viewer-text" */ './text/TextContent').then((module) => module.TextContent), <ContentSkeleton />);
