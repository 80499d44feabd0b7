import { CARD_COVER_SIZES, HEADER_COVER_SIZES, mediaSrcSet } from '@halaqa/contracts/src/media';
import { initialsOf, panelOf } from '@halaqa/contracts/src/theme/cover-panel';
import { fallbackFaceCss, fontStack, tallFallbackFaceCss, tallFallbackStack } from '@halaqa/contracts/src/theme/font-faces';
import { themeColors } from '@halaqa/contracts/src/theme/theme-colors';
import { normalizeExternalLink } from '@halaqa/contracts/src/announcement-list';
import { DEFAULT_LANGUAGE, FIRST_SCREEN, type Language, type OrganizationProfile } from '@halaqa/contracts';
import { escapeHtml } from '../../../core/html-text';
import type { FirstScreenTexts, LoginTexts, MyCoursesTexts } from './first-screen-texts';

/**
 * A page's first screen written by the server (decision 0019): the app bar
 * and the content a visitor sees first, in the organization's colours and
 * fonts, shown until the app has drawn the same page (the shell's
 * first-screen handoff). Plain HTML with real links; every text escaped.
 */
export interface WrittenScreen {
  /** The element written before `#root`. */
  html: string;
  /** Its style sheet (the page's nonce goes on the `<style>`; a strict CSP allows no style attribute). */
  css: string;
  /** The largest picture of the first screen (the first cover), preloaded ahead of the app's code. */
  leadImage?: LeadImage;
  /** The announcement written in its banner: a visitor who dismissed it gets no written screen (first-screen-gate.ts). */
  announcementId?: number;
}

/** The announcement the shell's banner shows a visitor first. */
export interface WrittenAnnouncement {
  id: number;
  body: string;
  externalLink: string | null;
}

interface LeadImage { href: string; srcset?: string; sizes: string }

function leadImageOf(course: CourseFace | undefined, sizes: string): LeadImage | undefined {
  if (!course?.coverImageUrl) return undefined;
  const srcset = mediaSrcSet(course.coverImageUrl);
  return { href: course.coverImageUrl, sizes, ...(srcset ? { srcset } : {}) };
}

/** What a card and a course header show of a course (CourseCard and CourseOverview both have it). */
export interface CourseFace {
  id: number;
  name: string;
  briefDescription: string | null;
  coverImageUrl: string | null;
  category: { name: string } | null;
}

/** Covers drawn in the first screen of a list: a phone's first viewport, a desktop's first row. */
export const WRITTEN_CARDS = 4;

const attribute = (name: string, value: string | null | undefined) => (value ? ` ${name}="${escapeHtml(value)}"` : '');

function coverHtml(course: CourseFace, sizes: string, priority: boolean): string {
  if (!course.coverImageUrl) {
    return `<div class="fs-cover fs-panel-${course.id}"><span class="fs-initials" aria-hidden="true">${escapeHtml(initialsOf(course.name))}</span></div>`;
  }
  const loading = priority ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<div class="fs-cover fs-panel-${course.id}"><img${attribute('src', course.coverImageUrl)}${attribute('srcset', mediaSrcSet(course.coverImageUrl))}`
    + `${attribute('sizes', sizes)} width="640" height="360" alt="" decoding="async"${loading}></div>`;
}

/** The coloured panel behind a cover (what shows without a picture), as in the app. */
function panelCss(courses: readonly CourseFace[]): string {
  return courses.map((course) => {
    const panel = panelOf(course.id);
    return `.fs-panel-${course.id}{background:${panel.background};color:${panel.text}}`;
  }).join('');
}

/**
 * A written link keeps a language other than the default in its address: the
 * server knows a page's language only from there, and the next page can then
 * be written in it too.
 */
const hrefIn = (path: string, language: Language) => (language === DEFAULT_LANGUAGE ? path : `${path}?lang=${language}`);

/** Where a card leads: the course's overview as the site map has it (null: no area claims it, the name is not a link). */
export type CourseHref = (id: number) => string | null;

/** What a card shows under its summary (a member's progress and the way in). */
type CardExtra<Course> = (course: Course) => string;

function cardHtml<Course extends CourseFace>(course: Course, index: number, language: Language, courseHref: CourseHref, extra?: CardExtra<Course>): string {
  const href = courseHref(course.id);
  const name = escapeHtml(course.name);
  const kicker = course.category ? `<p class="fs-kicker" dir="auto">${escapeHtml(course.category.name)}</p>` : '';
  const summary = course.briefDescription ? `<p class="fs-summary" dir="auto">${escapeHtml(course.briefDescription)}</p>` : '';
  return `<li><article class="fs-card">${coverHtml(course, CARD_COVER_SIZES, index < WRITTEN_CARDS)}<div class="fs-card-body">${kicker}`
    + `<h3 dir="auto">${href ? `<a href="${escapeHtml(hrefIn(href, language))}">${name}</a>` : name}</h3>${summary}${extra ? extra(course) : ''}</div></article></li>`;
}

const cardGrid = <Course extends CourseFace>(courses: readonly Course[], language: Language, courseHref: CourseHref, extra?: CardExtra<Course>) => (courses.length
  ? `<ul class="fs-grid">${courses.map((course, index) => cardHtml(course, index, language, courseHref, extra)).join('')}</ul>`
  : '');

/** All courses: the page's heading, the count and the first cards. */
export function catalogueContent(page: { count: number; data: readonly CourseFace[] }, texts: FirstScreenTexts, courseHref: CourseHref): WrittenScreen {
  const shown = page.data.slice(0, WRITTEN_CARDS);
  return {
    html: `<h1>${escapeHtml(texts.allCourses)}</h1><h2 class="fs-count">${escapeHtml(texts.courseCount(page.count))}</h2>${cardGrid(shown, texts.language, courseHref)}`,
    css: panelCss(shown),
    leadImage: leadImageOf(shown[0], CARD_COVER_SIZES),
  };
}

/** A course in the member's list: how far they are. */
export interface MyCourseFace extends CourseFace {
  /** A whole percentage, 0 to 100 (the answer's schema holds it there). */
  progress: number;
  isFinished: boolean;
}

/** Where the member's courses page leads, as the site map has it (null: no area claims the page). */
export interface MyCoursesLinks {
  tabs: Array<{ href: string; text: string; current: boolean }>;
  courseHref: CourseHref;
  continueHref: CourseHref;
}

/**
 * The member's unfinished courses (mfe-lms's MyCoursesPage in its LmsTabs):
 * the heading, the tabs and the first cards with their progress and the
 * way into the course. The pin toggle comes with the app.
 */
export function myCoursesContent(page: { data: readonly MyCourseFace[] }, texts: MyCoursesTexts, links: MyCoursesLinks, language: Language): WrittenScreen {
  const shown = page.data.slice(0, WRITTEN_CARDS);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const extra: CardExtra<MyCourseFace> = (course) => {
    const text = escapeHtml(percent.format(course.progress / 100));
    const bar = course.isFinished ? '' : `<div class="fs-progress"><div class="fs-track" role="progressbar" aria-label="${escapeHtml(texts.progress(course.name))}"`
      + ` aria-valuemin="0" aria-valuemax="100" aria-valuenow="${course.progress}" aria-valuetext="${text}"><div class="fs-fill fs-fill-${course.progress}"></div></div>`
      + `<span aria-hidden="true">${text}</span></div>`;
    const into = links.continueHref(course.id);
    const action = into ? `<div class="fs-actions"><a class="fs-button" href="${escapeHtml(hrefIn(into, language))}"`
      + ` aria-label="${escapeHtml(texts.continueLabel(course.name))}">${escapeHtml(texts.continue)}</a></div>` : '';
    return bar + action;
  };
  const tabs = links.tabs.map((tab) => `<a href="${escapeHtml(hrefIn(tab.href, language))}"${tab.current ? ' aria-current="page"' : ''}>${escapeHtml(tab.text)}</a>`);
  return {
    html: `<h1 class="fs-page-title">${escapeHtml(texts.tabs.myCourses)}</h1>`
      + (tabs.length > 1 ? `<nav class="fs-tabs" aria-label="${escapeHtml(texts.tabsLabel)}">${tabs.join('')}</nav>` : '')
      + `<h2 class="fs-hidden">${escapeHtml(texts.listTitle)}</h2>${cardGrid(shown, language, links.courseHref, extra)}`,
    css: panelCss(shown) + [...new Set(shown.map((course) => course.progress))].map((value) => `.fs-fill-${value}{inline-size:${value}%}`).join(''),
    leadImage: leadImageOf(shown[0], CARD_COVER_SIZES),
  };
}

/** A course's overview: its cover, name and summary. */
export function courseContent(course: CourseFace): WrittenScreen {
  const summary = course.briefDescription ? `<p class="fs-lead" dir="auto">${escapeHtml(course.briefDescription)}</p>` : '';
  const kicker = course.category ? `<p class="fs-kicker" dir="auto">${escapeHtml(course.category.name)}</p>` : '';
  return {
    html: `<div class="fs-header">${coverHtml(course, HEADER_COVER_SIZES, true)}<div>${kicker}<h1 dir="auto">${escapeHtml(course.name)}</h1>${summary}</div></div>`,
    css: panelCss([course]),
    leadImage: leadImageOf(course, HEADER_COVER_SIZES),
  };
}

/** Where the login page's links lead, as the site map has them (null: no area claims the page, no link). */
export interface LoginLinks {
  forgotPassword: string | null;
  /** Null too where the organization does not let people register themselves. */
  register: string | null;
}

/**
 * The login page (mfe-auth's LoginPage in its AuthLayout): a real form. What
 * is typed into it before the app arrives is carried into the app's form at
 * the handover, and a form sent before then is sent by the app for it
 * (first-screen-gate.ts holds the send; the shell's handoff carries it over).
 */
export function loginContent(texts: LoginTexts, links: LoginLinks, language: Language): WrittenScreen {
  const link = (href: string | null, text: string) => (href ? `<a href="${escapeHtml(hrefIn(href, language))}">${escapeHtml(text)}</a>` : '');
  const register = links.register ? `<span>${escapeHtml(texts.noAccount)} ${link(links.register, texts.register)}</span>` : '';
  const field = (name: string, type: string, label: string, autocomplete: string) => `<div class="fs-field"><label for="fs-${name}">${escapeHtml(label)}</label>`
    + `<input id="fs-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" dir="ltr" aria-required="true"></div>`;
  return {
    html: `<div class="fs-auth"><section class="fs-panel" aria-labelledby="fs-auth-title"><h1 id="fs-auth-title">${escapeHtml(texts.title)}</h1>`
      + `<p class="fs-lead">${escapeHtml(texts.lead)}</p><form class="fs-form" novalidate>`
      + field('email', 'email', texts.email, 'username') + field('password', 'password', texts.password, 'current-password')
      + `<button type="submit" class="fs-button"${attribute('data-sending', texts.submitting)}>${escapeHtml(texts.submit)}</button></form>`
      + (links.forgotPassword || register ? `<p class="fs-links">${link(links.forgotPassword, texts.forgotPassword)}${register}</p>` : '')
      + '</section></div>',
    css: '',
  };
}

/** The layout the app draws (AppBar, MainLayout, CardGrid, CardFrame, OverviewHeader), in plain CSS. */
function frameCss(organization: OrganizationProfile, language: Language): string {
  const colors = themeColors(organization, 'light');
  return [
    // The organization's font arrives with the app (document-head.ts); until then its fallback, sized like it, holds its room.
    fallbackFaceCss(organization.fonts),
    tallFallbackFaceCss(organization.fonts),
    // The largest texts, drawn again by the app at the handover, in glyph boxes no smaller than the app's (their line height is set).
    `.fs-banner p,.fs-lead{font-family:${tallFallbackStack(organization.fonts[language])}}`,
    `#${FIRST_SCREEN.elementId}{font-family:${fontStack(organization.fonts[language])};color:${colors.text};background:${colors.background};min-height:100vh}`,
    `#root[${FIRST_SCREEN.rootWaits}]{display:none}`,
    `html[${FIRST_SCREEN.gate}=off] #${FIRST_SCREEN.elementId}{display:none}`,
    `html[${FIRST_SCREEN.gate}=off] #root[${FIRST_SCREEN.rootWaits}]{display:block}`,
    `.fs-bar{display:flex;align-items:center;gap:16px;height:60px;padding:0 16px;background:${colors.primary};color:${colors.onPrimary};box-shadow:0 1px 4px rgba(0,0,0,.15)}`,
    // A phone's app bar starts with the menu button, which arrives with the app.
    `@media (max-width:899px){.fs-bar{padding-inline-start:72px}}`,
    `.fs-home{display:flex;align-items:center;min-width:0;color:inherit;text-decoration:none;font-weight:700;font-size:1.125rem}`,
    `.fs-logo{width:36px;height:36px;margin-inline-end:12px;border-radius:8px;background:#fff;object-fit:contain}`,
    `.fs-name{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
    `.fs-main{display:block;padding:24px}`,
    `.fs-banner{display:flex;align-items:center;gap:16px;padding:10px 16px;background:${colors.secondary};color:${colors.onSecondary}}`,
    `.fs-banner p{margin:0;flex:1;line-height:1.5}`,
    `.fs-banner a{color:inherit;font-weight:600;margin-inline-start:8px}`,
    `.fs-banner-room{flex:none;width:32px;height:32px}`,
    `.fs-main h1{margin:8px 0 16px;font-size:1.75rem;line-height:1.25}`,
    `.fs-count{font-size:1.1rem;margin:0 0 16px}`,
    `.fs-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));gap:20px;margin:0;padding:0;list-style:none}`,
    `.fs-grid>li{display:flex}.fs-grid>li>*{flex:1}`,
    `.fs-card{display:flex;flex-direction:column;overflow:hidden;background:${colors.surface};border:1px solid ${colors.border};border-radius:12px}`,
    `.fs-cover{position:relative;aspect-ratio:16/9;overflow:hidden}`,
    `.fs-cover img{display:block;inline-size:100%;block-size:100%;object-fit:cover}`,
    `.fs-initials{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:2.25rem;font-weight:700;letter-spacing:.04em}`,
    `.fs-card-body{display:grid;gap:8px;padding:16px}`,
    `.fs-card h3{margin:0;font-size:1.1rem;line-height:1.35}`,
    `.fs-card a{color:${colors.text};text-decoration:none}`,
    `.fs-kicker{margin:0;font-size:.8rem;font-weight:600;text-transform:uppercase;letter-spacing:.03em;color:${colors.muted}}`,
    `.fs-summary{margin:0;color:${colors.muted};line-height:1.5;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}`,
    `.fs-header{display:grid;gap:24px;margin-block-end:32px}`,
    `.fs-header>.fs-cover{border-radius:12px}`,
    `.fs-header h1{font-size:1.9rem}`,
    `.fs-lead{margin:0 0 16px;font-size:1.05rem;line-height:1.6;color:${colors.muted}}`,
    `@media (min-width:900px){.fs-header{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:start}}`,
    // LmsTabs' TabBar, ProgressBar and the card's actions.
    `.fs-tabs{display:flex;gap:4px;margin-block-end:24px;border-block-end:1px solid ${colors.border};overflow-x:auto}`,
    `.fs-main .fs-page-title{margin:0 0 16px;font-size:1.6rem;line-height:normal}`,
    `.fs-tabs a{box-sizing:border-box;display:inline-flex;align-items:center;min-block-size:44px;padding-inline:16px;color:${colors.muted};text-decoration:none;font-weight:600;border-block-end:3px solid transparent;white-space:nowrap}`,
    `.fs-tabs a[aria-current=page]{color:${colors.text};border-block-end-color:${colors.primaryText}}`,
    `.fs-hidden{position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`,
    `.fs-progress{display:flex;align-items:center;gap:8px;font-size:.875rem;color:${colors.muted}}`,
    `.fs-track{flex:1;block-size:8px;border-radius:4px;background:${colors.border};overflow:hidden}`,
    `.fs-fill{block-size:100%;background:${colors.primaryText};border-radius:4px}`,
    `.fs-actions{display:flex;gap:8px;flex-wrap:wrap}`,
    `a.fs-button{text-decoration:none;color:${colors.onPrimary}}`,
    // AuthLayout and the form fields of @halaqa/ui.
    `.fs-auth{display:flex;justify-content:center;padding:48px 16px}`,
    `.fs-panel{inline-size:min(440px,100%);box-sizing:border-box;padding:32px;background:${colors.surface};border:1px solid ${colors.border};border-radius:12px}`,
    `.fs-main .fs-panel h1{margin:0 0 8px;font-size:1.6rem;line-height:normal}`,
    `.fs-panel .fs-lead{margin:0 0 24px;font-size:1rem}`,
    `.fs-field{display:flex;flex-direction:column;gap:6px;margin:0 0 16px}`,
    `.fs-field label{font-size:.95rem;font-weight:600}`,
    `.fs-field input{box-sizing:border-box;inline-size:100%;min-height:42px;padding:8px 12px;font:inherit;color:${colors.text};background:${colors.surface};border:1px solid ${colors.border};border-radius:8px}`,
    `.fs-field input:focus-visible,.fs-button:focus-visible,.fs-links a:focus-visible{outline:3px solid ${colors.info};outline-offset:1px}`,
    `.fs-button{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;font:inherit;font-weight:600;background:${colors.primary};color:${colors.onPrimary};border:1px solid transparent;border-radius:8px;cursor:pointer}`,
    `.fs-form[${FIRST_SCREEN.sent}] .fs-button{cursor:progress}`,
    `.fs-links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:12px;margin:20px 0 0}`,
    `.fs-links a{color:${colors.info};font-weight:600}`,
  ].join('\n');
}

/**
 * The shell's AnnouncementBanner: the text and its link. Its dismiss button
 * comes with the app; its room is kept, so the text wraps as it will then.
 */
function bannerHtml(announcement: WrittenAnnouncement, texts: FirstScreenTexts['announcement']): string {
  const link = normalizeExternalLink(announcement.externalLink);
  const more = link ? `<a href="${escapeHtml(link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(texts.more)}</a>` : '';
  return `<aside class="fs-banner" aria-label="${escapeHtml(texts.label)}"><p>${escapeHtml(announcement.body)}${more}</p><span class="fs-banner-room"></span></aside>`;
}

/** The app bar (logo and name, a link home), the announcement banner, and the page's content. */
export function writtenScreen(organization: OrganizationProfile, texts: FirstScreenTexts, content: WrittenScreen, announcement: WrittenAnnouncement | null = null): WrittenScreen {
  const { language } = texts;
  const name = language === 'ar' ? organization.nameArabic : organization.name;
  const logo = organization.logoUrl ? `<img class="fs-logo"${attribute('src', organization.logoUrl)} alt="" width="36" height="36">` : '';
  return {
    html: `<div id="${FIRST_SCREEN.elementId}"><header class="fs-bar"><a class="fs-home" href="${hrefIn('/', language)}">${logo}<span class="fs-name">${escapeHtml(name)}</span></a></header>`
      + (announcement ? bannerHtml(announcement, texts.announcement) : '')
      + `<main class="fs-main">${content.html}</main></div>`,
    css: `${frameCss(organization, language)}\n${content.css}`,
    ...(content.leadImage ? { leadImage: content.leadImage } : {}),
    ...(announcement ? { announcementId: announcement.id } : {}),
  };
}
