import type { OkBody } from '@halaqa/api-client';

/** A course as every list of courses has it (search, recommended, favorites, a specialization's courses). */
export type CourseCardData = OkBody<'searchCourses'>['data'][number];

/** The price fields every course and specialization carries (integer minor units). */
export type Priced = Pick<CourseCardData, 'price' | 'oldPrice' | 'isDiscounted' | 'currencyCode'>;

/**
 * What a card in a list shows of any item, course or specialization (the
 * API's card basics); a specialization is never "coming soon".
 */
export type ListedItem = Priced & Pick<CourseCardData, 'id' | 'name' | 'briefDescription' | 'coverImageUrl' | 'isEnrolled'>
  & Partial<Pick<CourseCardData, 'isComingSoon'>>;
