import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { coachingViewerOf } from '../access';
import type { CoachingScopes } from '../routes';
import {
  AvailabilitySchema, BulkHoursBodySchema, DateOverrideSchema, DisabledSlotBodySchema, DisabledSlotListSchema, DisabledSlotParamsSchema,
  DisabledSlotSchema, DisabledSlotsQuerySchema, OverrideBodySchema, OverrideParamsSchema, ProviderSettingsSchema,
} from './dto';
import { addDisabledSlot, disabledSlotsOf, removeDisabledSlot } from './disabled-slots';
import { saveSettings, settingsOf } from './settings';
import { availabilityOf, deleteOverride, replaceOverride, replaceWeek, type CoachKey } from './weekly-hours';

const NoContentSchema = Type.Null();
const tags = ['coaching'];

/** A coach's own availability: settings, weekly hours, date overrides, blocked periods (scope coaches: else 403 cch-008). */
export function coachAvailabilityRoutes({ coaches }: CoachingScopes, ctx: AppContext): void {
  const me = (request: Parameters<typeof coachingViewerOf>[1]): CoachKey & { now: Date } => {
    const viewer = coachingViewerOf(ctx, request);
    return { organizationId: viewer.organizationId, coachId: viewer.userId, now: viewer.now };
  };
  const key = ({ organizationId, coachId }: CoachKey): CoachKey => ({ organizationId, coachId });

  coaches.get('/coaching/provider-settings', {
    schema: {
      operationId: 'getProviderSettings', tags, summary: 'The coach\'s booking settings (the defaults until first saved)',
      response: { 200: ProviderSettingsSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    const coach = me(request);
    return settingsOf(ctx.db(), coach.organizationId, coach.coachId);
  });

  coaches.put('/coaching/provider-settings', {
    schema: {
      operationId: 'saveProviderSettings', tags, summary: 'Writes all the coach\'s booking settings; 400 req-001 for a zone that is not IANA\'s',
      body: ProviderSettingsSchema, response: { 200: ProviderSettingsSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => saveSettings(ctx.db(), key(me(request)), request.body));

  coaches.get('/coaching/provider-availability', {
    schema: {
      operationId: 'getProviderAvailability', tags, summary: 'The coach\'s weekly hours (seven weekdays) and date overrides from today on',
      response: { 200: AvailabilitySchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    const coach = me(request);
    const { timeZone } = await settingsOf(ctx.db(), coach.organizationId, coach.coachId);
    return availabilityOf(ctx.db(), key(coach), timeZone, coach.now);
  });

  coaches.put('/coaching/provider-availability/bulk', {
    schema: {
      operationId: 'replaceProviderWeeklyHours', tags,
      summary: 'Replaces the whole week (weekdays left out have no hours); 400 req-001 when a day\'s ranges overlap',
      body: BulkHoursBodySchema, response: { 200: AvailabilitySchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const coach = me(request);
    await ctx.db().transaction((tx) => replaceWeek(tx, key(coach), request.body.businessHours));
    const { timeZone } = await settingsOf(ctx.db(), coach.organizationId, coach.coachId);
    return availabilityOf(ctx.db(), key(coach), timeZone, coach.now);
  });

  coaches.put('/coaching/provider-availability/overrides/:date', {
    schema: {
      operationId: 'saveProviderDateOverride', tags, summary: 'Writes the date\'s hours over its weekday\'s; ranges [] = unavailable all day',
      params: OverrideParamsSchema, body: OverrideBodySchema, response: { 200: DateOverrideSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const coach = key(me(request));
    return ctx.db().transaction((tx) => replaceOverride(tx, coach, request.params.date, request.body.ranges));
  });

  coaches.delete('/coaching/provider-availability/overrides/:date', {
    schema: {
      operationId: 'deleteProviderDateOverride', tags, summary: 'Gives the date back to its weekday\'s hours (idempotent), 204',
      params: OverrideParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    await deleteOverride(ctx.db(), key(me(request)), request.params.date);
    return reply.code(204).send(null);
  });

  coaches.get('/coaching/provider-disabled-slots', {
    schema: {
      operationId: 'listProviderDisabledSlots', tags,
      summary: 'The coach\'s blocked periods overlapping [from, until) (default: the next 366 days), by start',
      querystring: DisabledSlotsQuerySchema, response: { 200: DisabledSlotListSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const coach = me(request);
    const { from, until } = request.query;
    const range = { from: from === undefined ? undefined : new Date(from), until: until === undefined ? undefined : new Date(until) };
    return { data: await disabledSlotsOf(ctx.db(), key(coach), range, coach.now) };
  });

  coaches.post('/coaching/provider-disabled-slots', {
    schema: {
      operationId: 'addProviderDisabledSlot', tags, summary: 'Blocks a period (bookings already made stay), 201',
      body: DisabledSlotBodySchema, response: { 201: DisabledSlotSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const { startsAt, endsAt, reason } = request.body;
    const slot = await addDisabledSlot(ctx.db(), key(me(request)), { startsAt: new Date(startsAt), endsAt: new Date(endsAt), reason: reason ?? '' });
    return reply.code(201).send(slot);
  });

  coaches.delete('/coaching/provider-disabled-slots/:disabledSlotId', {
    schema: {
      operationId: 'deleteProviderDisabledSlot', tags, summary: 'Unblocks a period, 204; another coach\'s id 404',
      params: DisabledSlotParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await removeDisabledSlot(ctx.db(), key(me(request)), request.params.disabledSlotId);
    return reply.code(204).send(null);
  });
}
