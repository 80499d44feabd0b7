import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { firstScreenTexts } from './first-screen-texts';

/** mfe-lms's own words for the catalogue's heading and count: the written screen must say what the app then says. */
const LMS_TEXTS = path.join(__dirname, '../../../../../mfe-lms/src/i18n');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(LMS_TEXTS, file), 'utf8')) as Record<string, Record<string, string>>;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

test.each(LANGUAGES)('(%s) the heading and the count are worded as mfe-lms words them', (language: Language) => {
  const organization = organizationFixture();
  const { singular: course, plural: courses } = organization.terminology.course[language];
  const texts = firstScreenTexts(organization, language);
  expect(texts.allCourses).toBe(fill(read(`${language}.json`).pages!.allCourses!, { courses }));
  const counts = read(`catalogue.${language}.json`).allCourses!;
  const rules = new Intl.PluralRules(language);
  for (const count of [0, 1, 2, 3, 11, 100]) {
    const form = count === 0 && counts.count_zero ? 'zero' : rules.select(count);
    expect([count, texts.courseCount(count)]).toEqual([count, fill(counts[`count_${form}`]!, { course, courses, formattedCount: String(count) })]);
  }
});
