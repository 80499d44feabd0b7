import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { firstScreenTexts } from './first-screen-texts';

/** mfe-auth's words for the login page: the written form must be labelled as the app's is. */
const AUTH_TEXTS = path.join(__dirname, '../../../../../mfe-auth/src/i18n');

/** The shell's words for the announcement banner. */
const SHELL_TEXTS = path.join(__dirname, '../../../../../shell/src/i18n');

/** mfe-lms's own words for the catalogue's heading and count: the written screen must say what the app then says. */
const LMS_TEXTS = path.join(__dirname, '../../../../../mfe-lms/src/i18n');
const read = (file: string, folder = LMS_TEXTS) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record<string, Record<string, string>>;
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

test.each(LANGUAGES)('(%s) the login page is worded as mfe-auth words it', (language: Language) => {
  const { login, fields } = read(`${language}.json`, AUTH_TEXTS);
  expect(firstScreenTexts(organizationFixture(), language).login).toEqual({
    title: login!.title, lead: login!.lead, submit: login!.submit, submitting: login!.submitting,
    forgotPassword: login!.forgotPassword, noAccount: login!.noAccount, register: login!.register,
    email: fields!.email, password: fields!.password,
  });
});

test.each(LANGUAGES)('(%s) the announcement banner is named as the shell names it', (language: Language) => {
  const { announcement } = read(`shell.${language}.json`, SHELL_TEXTS);
  expect(firstScreenTexts(organizationFixture(), language).announcement).toEqual({ label: announcement!.label, more: announcement!.more });
});

test.each(LANGUAGES)('(%s) the member’s courses page is worded as mfe-lms words it, in the organization’s terminology', (language: Language) => {
  const organization = organizationFixture();
  const { singular: course, plural: courses } = organization.terminology.course[language];
  const { pages } = read(`${language}.json`);
  const { lmsTabs, myCourses } = read(`learner.${language}.json`);
  const texts = firstScreenTexts(organization, language).myCourses;
  const values = { course, courses, name: 'Tajweed «1»' };
  expect(texts.tabs).toEqual({
    myCourses: fill(pages!.myCourses!, values), finishedCourses: fill(pages!.finishedCourses!, values), allCourses: fill(pages!.allCourses!, values),
  });
  expect([texts.tabsLabel, texts.listTitle, texts.continue]).toEqual([fill(lmsTabs!.label!, values), fill(myCourses!.listTitle!, values), myCourses!.continue]);
  expect([texts.progress(values.name), texts.continueLabel(values.name)]).toEqual([fill(myCourses!.progress!, values), fill(myCourses!.continueLabel!, values)]);
});
