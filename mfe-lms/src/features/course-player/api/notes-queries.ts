import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { playerKeys } from './player-keys';
import type { CreatedNote, Note, NotePage } from './types';

/** The longest note the API takes. */
export const NOTE_MAX_LENGTH = 5000;

/** Every note is on one page of the notes screen (grouped by section); 50 is the API's most per page. */
const NOTES_TAKE = 50;

/**
 * GET courses/{id}/notes?query: the member's notes, in outline order,
 * searched in the note and the item's name, NOTES_TAKE at a time ("show
 * more" fetches the next).
 */
export function useCourseNotes(courseId: number, query: string) {
  return useInfiniteQuery({
    queryKey: playerKeys.notesSearch(courseId, query),
    queryFn: ({ pageParam }): Promise<NotePage> => unwrap(api.GET('/api/courses/{courseId}/notes', {
      params: { path: { courseId }, query: { ...(query ? { query } : {}), skip: pageParam, take: NOTES_TAKE } },
    })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.count && last.data.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** GET …/subsections/{id}/notes: the notes of one item (beside its content). */
export function useSubsectionNotes(courseId: number, subsectionId: number, enabled: boolean) {
  return useQuery({
    queryKey: playerKeys.itemNotes(courseId, subsectionId),
    queryFn: (): Promise<Note[]> => unwrap(api.GET('/api/courses/{courseId}/subsections/{subsectionId}/notes', { params: { path: { courseId, subsectionId } } })),
    enabled,
  });
}

export interface NewNote {
  note: string;
  positionKind?: NonNullable<Note['positionKind']>;
  position?: number;
}

/** Every notes query of the course reloads after a change (the item's list and the notes page). */
function useReloadNotes(courseId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: playerKeys.notes(courseId) });
}

export function useCreateNote(courseId: number, subsectionId: number) {
  const reload = useReloadNotes(courseId);
  return useMutation({
    mutationFn: (body: NewNote): Promise<CreatedNote> => unwrap(api.POST('/api/courses/{courseId}/subsections/{subsectionId}/notes', {
      params: { path: { courseId, subsectionId } }, body,
    })),
    onSuccess: reload,
  });
}

export function useUpdateNote(courseId: number) {
  const reload = useReloadNotes(courseId);
  return useMutation({
    mutationFn: ({ noteId, note }: { noteId: number; note: string }): Promise<Note> => unwrap(api.PATCH('/api/courses/{courseId}/notes/{noteId}', {
      params: { path: { courseId, noteId } }, body: { note },
    })),
    onSuccess: reload,
  });
}

export function useDeleteNote(courseId: number) {
  const reload = useReloadNotes(courseId);
  return useMutation({
    mutationFn: (noteId: number) => unwrap(api.DELETE('/api/courses/{courseId}/notes/{noteId}', { params: { path: { courseId, noteId } } })),
    onSuccess: reload,
  });
}
