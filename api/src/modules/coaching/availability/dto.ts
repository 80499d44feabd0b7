import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, StringEnum } from '../../../core/http-schemas';
import { SETTINGS_LIMITS } from './settings';

/** The shapes of docs/design/coaching-api.md slice "availability". */

/** Wall-clock time in the coach's zone; '24:00' ends a range at midnight. */
const TimeOfDaySchema = Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$', description: 'HH:MM, 24:00 allowed as an end' });
/** A calendar date; that it exists (no 2026-02-30) is checked by the service. */
const LocalDateSchema = Type.String({ pattern: '^(19|20|21)\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });

const TimeRangeSchema = Type.Object({ start: TimeOfDaySchema, end: TimeOfDaySchema }, { additionalProperties: false });
export type TimeRange = Static<typeof TimeRangeSchema>;
/** A day has at most 96 quarter-hours: more ranges than that cannot all be valid. */
const RangesSchema = Type.Array(TimeRangeSchema, { maxItems: 96 });

const WeekdayHoursSchema = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday: 1 Monday .. 7 Sunday' }),
  ranges: RangesSchema,
}, { additionalProperties: false });
export type WeekdayHours = Static<typeof WeekdayHoursSchema>;

export const DateOverrideSchema = Type.Object({
  date: LocalDateSchema,
  ranges: Type.Array(TimeRangeSchema, { description: '[] = unavailable all day' }),
});
export type DateOverride = Static<typeof DateOverrideSchema>;

export const AvailabilitySchema = Type.Object({
  businessHours: Type.Array(WeekdayHoursSchema, { description: 'The seven weekdays, Monday first' }),
  overrides: Type.Array(DateOverrideSchema, { description: 'From the coach\'s today on, by date' }),
});
export type Availability = Static<typeof AvailabilitySchema>;

export const BulkHoursBodySchema = Type.Object({ businessHours: Type.Array(WeekdayHoursSchema, { maxItems: 7 }) }, { additionalProperties: false });
export const OverrideBodySchema = Type.Object({ ranges: RangesSchema }, { additionalProperties: false });
export const OverrideParamsSchema = Type.Object({ date: LocalDateSchema });

const duration = { minimum: SETTINGS_LIMITS.duration.minimum, maximum: SETTINGS_LIMITS.duration.maximum };
const hours = { minimum: SETTINGS_LIMITS.hours.minimum, maximum: SETTINGS_LIMITS.hours.maximum };
export const ProviderSettingsSchema = Type.Object({
  sessionDuration: Type.Integer({ ...duration, description: 'Minutes' }),
  mustBookInAdvance: Type.Boolean(),
  inAdvanceHours: Type.Integer(hours),
  enableFreeSession: Type.Boolean(),
  freeSessionDuration: Type.Integer({ ...duration, description: 'Minutes' }),
  enableCancellation: Type.Boolean(),
  cancellationMinimumHours: Type.Integer(hours),
  timeZone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone, e.g. Asia/Riyadh' }),
  maximumFutureDays: Type.Integer({ minimum: SETTINGS_LIMITS.futureDays.minimum, maximum: SETTINGS_LIMITS.futureDays.maximum }),
}, { additionalProperties: false });

/** A CREDIT booking takes a PAID slot: slots are asked as PAID or FREE. */
const SLOT_KINDS = ['PAID', 'FREE'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const ProviderParamsSchema = Type.Object({ providerId: IdSchema });
export const SlotsQuerySchema = Type.Object({
  from: DateTimeSchema,
  until: DateTimeSchema,
  kind: Type.Optional(StringEnum<SlotKind>(SLOT_KINDS, { default: 'PAID' })),
});
const SlotSchema = Type.Object({ startsAt: Type.String({ format: 'date-time' }), endsAt: Type.String({ format: 'date-time' }) });
export const SlotsAnswerSchema = Type.Object({
  providerId: Type.Integer(),
  timeZone: Type.String(),
  durationMinutes: Type.Integer(),
  kind: StringEnum<SlotKind>(SLOT_KINDS),
  slots: Type.Array(SlotSchema),
});
export type SlotsAnswer = Static<typeof SlotsAnswerSchema>;

export const DisabledSlotSchema = Type.Object({
  id: Type.Integer(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  reason: Type.String(),
});
export type DisabledSlot = Static<typeof DisabledSlotSchema>;
export const DisabledSlotListSchema = Type.Object({ data: Type.Array(DisabledSlotSchema) });
export const DisabledSlotsQuerySchema = Type.Object({
  from: Type.Optional(DateTimeSchema),
  until: Type.Optional(DateTimeSchema),
});
export const DisabledSlotBodySchema = Type.Object({
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  reason: Type.Optional(Type.String({ maxLength: 500 })),
}, { additionalProperties: false });
export const DisabledSlotParamsSchema = Type.Object({ disabledSlotId: IdSchema });
