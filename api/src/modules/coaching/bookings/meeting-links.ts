import { randomBytes } from 'node:crypto';

/** Where a session's video room comes from (docs/design/coaching-api.md "Meeting links"); a Zoom adapter would be another one. */
export interface MeetingLinks {
  create(booking: { domainPrefix: string }): Promise<string>;
}

/** The local default: a unique, unguessable Jitsi room per booking, made here without any call out. */
export const jitsiMeetingLinks: MeetingLinks = {
  async create({ domainPrefix }) {
    return `https://meet.jit.si/halaqa-${domainPrefix}-${randomBytes(12).toString('hex')}`;
  },
};
