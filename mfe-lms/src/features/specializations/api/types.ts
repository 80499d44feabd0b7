import type { OkBody } from '../../../api/operation-types';

export type SpecializationCardData = OkBody<'listSpecializations'>['data'][number];
export type SpecializationOverview = OkBody<'getSpecialization'>;
