import { Type, type Static } from '@sinclair/typebox';
import { TERM_SLUGS, type Terminology } from '@halaqa/contracts';
import { LanguageSchema, StringEnum } from '../../core/http-schemas';
import type { Assert, Same } from '../../core/type-checks';

const TermWordSchema = Type.Object({ singular: Type.String(), plural: Type.String() });
const LanguageWordsSchema = Type.Object({ en: TermWordSchema, ar: TermWordSchema });

/** Resolved words of every term slug (OrganizationProfile.terminology). */
export const TerminologySchema = Type.Object({
  course: LanguageWordsSchema,
  instructor: LanguageWordsSchema,
  module: LanguageWordsSchema,
  student: LanguageWordsSchema,
  dashboard: LanguageWordsSchema,
  blended: LanguageWordsSchema,
});

export const TerminologyItemSchema = Type.Object({
  slug: StringEnum(TERM_SLUGS),
  defaultValue: Type.Object({ isRequired: Type.Boolean(), en: TermWordSchema, ar: TermWordSchema }),
  organizationTerms: Type.Array(Type.Object({ language: LanguageSchema, singular: Type.String(), plural: Type.String() })),
});
export type TerminologyItem = Static<typeof TerminologyItemSchema>;

/** @public Compile-time check, never imported: fails to compile if the wire schema drifts from the shared contract. */
export type TerminologyContractCheck = Assert<Same<Static<typeof TerminologySchema>, Terminology>>;
