import { DEFAULT_LANGUAGE, FIRST_SCREEN, LANGUAGES, type Language } from '@halaqa/contracts';
import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';
import { scriptSafeJson } from '../../../core/html-text';

/**
 * The script that runs before the first paint and turns the written first
 * screen off (`<html data-first-screen="off">`) where the app will show
 * something else: a browser with a session (a member's page differs from a
 * visitor's), a stored language other than the page's, or a dark colour
 * scheme (the screen is written in the light one). Storage it cannot read
 * turns it off too.
 */
export function firstScreenGateScript(language: Language): string {
  const keys = scriptSafeJson(BROWSER_STORAGE_KEYS);
  const page = scriptSafeJson(language);
  // The app's own choice (detectLanguage): the address's lang, else the stored one, else the default.
  return `(function(html,keys,page,gate,languages,fallback){try{var store=window.localStorage;`
    + `var asked=new URLSearchParams(location.search).get('lang');var stored=store.getItem(keys.language);`
    + `var language=languages.indexOf(asked)>=0?asked:languages.indexOf(stored)>=0?stored:fallback;`
    + `var scheme=store.getItem(keys.colorScheme);`
    + `var dark=scheme==='dark'||(scheme!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);`
    + `if(store.getItem(keys.sessionMarker)!==null||language!==page||dark)html.setAttribute(gate,'off');`
    + `}catch(error){html.setAttribute(gate,'off');}})(document.documentElement,${keys},${page},${scriptSafeJson(FIRST_SCREEN.gate)},${scriptSafeJson(LANGUAGES)},${scriptSafeJson(DEFAULT_LANGUAGE)});`;
}
