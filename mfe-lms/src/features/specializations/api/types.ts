import type { OkBody } from '@halaqa/api-client';

export type SpecializationCardData = OkBody<'listSpecializations'>['data'][number];
export type SpecializationOverview = OkBody<'getSpecialization'>;
