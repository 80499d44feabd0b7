import { useTranslation } from '@halaqa/i18n';
import type { PlayerSubsection } from '../api/types';
import { OnCampusLectureDetails } from '../lectures/OnCampusLectureDetails';
import { OnlineLectureDetails } from '../lectures/OnlineLectureDetails';
import { ExamItem } from './ExamItem';
import { FileDownload } from './FileDownload';
import { LaterItemCard } from './LaterItemCard';
import type { OnPosition } from './note-position';
import { MediaPlayer, PdfViewer, Questionnaire, TextContent } from './viewers';

/** Where the address asks the item to open: `?t=` seconds into a video, `?page=` of a PDF. */
export interface OpenAt {
  time: number | null;
  page: number | null;
}

/** The content of an item, by its type (and a file's kind). */
export function ItemBody({ subsection, openAt, onPosition }: { subsection: PlayerSubsection; openAt: OpenAt; onPosition: OnPosition }) {
  const { t } = useTranslation('mfe-lms');
  const { file } = subsection;
  switch (subsection.contentType) {
    case 'FILE':
      if (!file) return <p>{t('player.content.noFile')}</p>;
      switch (subsection.fileKind) {
        case 'PDF':
          return file.pages && file.pages.length > 0
            ? <PdfViewer pages={file.pages} fileName={file.fileName} initialPage={openAt.page} onPosition={onPosition} />
            : <FileDownload file={file} />;
        case 'VIDEO':
        case 'AUDIO':
          return <MediaPlayer subsection={subsection} file={file} kind={subsection.fileKind} startAt={openAt.time} onPosition={onPosition} />;
        case 'IMAGE':
          return <img src={file.url} alt={subsection.description ?? subsection.name} style={{ maxInlineSize: '100%', blockSize: 'auto' }} data-testid="image" />;
        default:
          return <FileDownload file={file} />;
      }
    case 'TEXT':
      return <TextContent subsection={subsection} />;
    case 'QUESTIONNAIRE':
      return <Questionnaire subsection={subsection} />;
    case 'ONLINE_LECTURE':
      return subsection.onlineLecture ? <OnlineLectureDetails lecture={subsection.onlineLecture} /> : null;
    case 'ON_CAMPUS_LECTURE':
      return subsection.onCampusLecture ? <OnCampusLectureDetails lecture={subsection.onCampusLecture} /> : null;
    case 'EXAM':
      return <ExamItem subsection={subsection} />;
    default:
      return <LaterItemCard subsection={subsection} />;
  }
}
