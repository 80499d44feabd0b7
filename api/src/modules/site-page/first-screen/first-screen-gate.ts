import { DEFAULT_LANGUAGE, FIRST_SCREEN, LANGUAGES, type Language } from '@halaqa/contracts';
import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';
import { scriptSafeJson } from '../../../core/html-text';

/** Whom a written screen is written for: a visitor's page, or one member's own. */
export type WrittenAudience = 'visitors' | 'members';

/**
 * The script that runs before the first paint and turns the written first
 * screen off (`<html data-first-screen="off">`) where the app will show
 * something else: on a visitor's page a browser with a session (a member's
 * page differs from a visitor's), on a member's page one without (signed
 * out, the app will ask to sign in), a stored language other than the page's, or a dark colour
 * scheme (the screen is written in the light one), an announcement in its
 * banner that this visitor dismissed (the app shows the next one, or none).
 * Storage it cannot read turns it off too.
 *
 * It also holds a written form that is sent before the app has arrived (the
 * browser would otherwise send it to the page's own address, a password in
 * the query): the form is marked sent and its button says it is sending;
 * the shell's handoff sends the app's form for it.
 */
export function firstScreenGateScript(language: Language, announcementId: number | null = null, audience: WrittenAudience = 'visitors'): string {
  const keys = scriptSafeJson(BROWSER_STORAGE_KEYS);
  const page = scriptSafeJson(language);
  // The app's own choice (detectLanguage): the address's lang, else the stored one, else the default.
  return `(function(html,keys,page,gate,languages,fallback,screen,sent,announcement,member){try{var store=window.localStorage;`
    + `var asked=new URLSearchParams(location.search).get('lang');var stored=store.getItem(keys.language);`
    + `var language=languages.indexOf(asked)>=0?asked:languages.indexOf(stored)>=0?stored:fallback;`
    + `var scheme=store.getItem(keys.colorScheme);`
    + `var dark=scheme==='dark'||(scheme!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);`
    + `var dismissed=announcement!==null&&(JSON.parse(store.getItem(keys.dismissedAnnouncements)||'[]')||[]).indexOf(announcement)>=0;`
    + `if((store.getItem(keys.sessionMarker)!==null)!==member||language!==page||dark||dismissed)html.setAttribute(gate,'off');`
    + `}catch(error){html.setAttribute(gate,'off');}`
    + `document.addEventListener('submit',function(event){var form=event.target;if(!form.closest||!form.closest('#'+screen))return;`
    + `event.preventDefault();if(form.hasAttribute(sent))return;form.setAttribute(sent,'');`
    + `var button=form.querySelector('button[type=submit]');if(button&&button.dataset.sending){button.textContent=button.dataset.sending;button.setAttribute('aria-busy','true');}},true);`
    + `})(document.documentElement,${keys},${page},${scriptSafeJson(FIRST_SCREEN.gate)},${scriptSafeJson(LANGUAGES)},${scriptSafeJson(DEFAULT_LANGUAGE)},`
    + `${scriptSafeJson(FIRST_SCREEN.elementId)},${scriptSafeJson(FIRST_SCREEN.sent)},${scriptSafeJson(announcementId)},${audience === 'members'});`;
}
