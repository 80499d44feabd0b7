import { sendUploadChunks, unwrap } from '@halaqa/api-client';
import { useMutation, useQueryClient } from '@halaqa/query';
import { api } from '@halaqa/session';
import { eventKeys } from './events-queries';

/** PDFs and images (docs/design/social-api.md "Events": an event's files). */
export const EVENT_FILE_ACCEPT = 'application/pdf,image/*';

/** An event manager's file: the event opens the upload, the shared client sends the chunks, completing it attaches the file last. */
async function uploadEventFile(eventId: number, file: File) {
  const opened = await unwrap(api.POST('/api/events/{eventId}/uploads', {
    params: { path: { eventId } }, body: { fileName: file.name, mime: file.type || 'application/octet-stream', sizeBytes: file.size },
  }));
  await sendUploadChunks(api, opened, file);
  return unwrap(api.POST('/api/events/{eventId}/uploads/{mediaId}/complete', { params: { path: { eventId, mediaId: opened.mediaId } } }));
}

const removeEventFile = (eventId: number, mediaId: number) =>
  unwrap(api.DELETE('/api/events/{eventId}/attachments/{mediaId}', { params: { path: { eventId, mediaId } } }));

/** Attach and remove an event's files; the event is read again after each. */
export function useEventFiles(eventId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId), exact: true });
  return {
    attach: useMutation({ mutationFn: (file: File) => uploadEventFile(eventId, file), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (mediaId: number) => removeEventFile(eventId, mediaId), onSuccess: refresh }),
  };
}
