import { signMemberMediaPath } from '../../media/signed-url';

/**
 * Course media addresses, signed for one member and valid 15 minutes
 * (docs/design/course-player-api.md "Media for the player"). Signed with the
 * wall clock, as the media route checks them.
 */
export const memberMediaUrl = (mediaId: number, userId: number) => signMemberMediaPath(`/api/media/${mediaId}/content`, userId);

export const memberPageUrl = (mediaId: number, pageNumber: number, userId: number) =>
  signMemberMediaPath(`/api/media/${mediaId}/pages/${pageNumber}`, userId);

export const memberTranscriptUrl = (mediaId: number, language: string, userId: number) =>
  signMemberMediaPath(`/api/media/${mediaId}/transcripts/${language}.vtt`, userId);
