import type { Terminology } from '@halaqa/contracts';
import { detectLanguage } from './detect-language';
import { addLazyNamespace, addNamespace, changeLanguage, i18n, initI18n, loadLanguage } from './i18n';

const word = (en: [string, string], ar: [string, string]) => ({
  en: { singular: en[0], plural: en[1] },
  ar: { singular: ar[0], plural: ar[1] },
});
const programs: Terminology = {
  course: word(['Program', 'Programs'], ['برنامج', 'برامج']),
  instructor: word(['Instructor', 'Instructors'], ['مدرب', 'مدربون']),
  module: word(['Module', 'Modules'], ['وحدة', 'وحدات']),
  student: word(['Trainee', 'Trainees'], ['متدرب', 'متدربون']),
  dashboard: word(['Dashboard', 'Dashboards'], ['لوحة التحكم', 'لوحات التحكم']),
  blended: word(['Blended', 'Blended'], ['مدمج', 'مدمج']),
};
const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('detectLanguage', () => {
  it('prefers the lang address parameter', () => {
    const storage = memory();
    storage.setItem('locale', 'en');
    expect(detectLanguage('?lang=ar', storage)).toBe('ar');
  });
  it('falls back to the stored preference, then English', () => {
    const storage = memory();
    expect(detectLanguage('', storage)).toBe('en');
    storage.setItem('locale', 'ar');
    expect(detectLanguage('?lang=fr', storage)).toBe('ar');
  });
});

describe('i18n', () => {
  beforeAll(async () => {
    await initI18n('en', programs);
    addNamespace('mfe-test', { en: { all: 'All {{courses}} for {{students}}' }, ar: { all: 'كل {{courses}} لل{{students}}' } });
  });

  it('puts the organization words into every namespace, in both languages', async () => {
    expect(i18n.t('all', { ns: 'mfe-test' })).toBe('All Programs for Trainees');
    await changeLanguage('ar', memory());
    expect(i18n.t('all', { ns: 'mfe-test' })).toBe('كل برامج للمتدربون');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('stores the chosen language', async () => {
    const storage = memory();
    await changeLanguage('en', storage);
    expect(storage.getItem('locale')).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('fetches a lazy namespace one language at a time, before switching to it', async () => {
    const fetched: string[] = [];
    addLazyNamespace('lazy-test', {
      en: async () => { fetched.push('en'); return { hello: 'Hello' }; },
      ar: async () => { fetched.push('ar'); return { hello: 'مرحبا' }; },
    });
    await loadLanguage('en');
    expect(fetched).toEqual(['en']);
    expect(i18n.t('hello', { ns: 'lazy-test' })).toBe('Hello');
    await changeLanguage('ar', memory());
    expect(fetched).toEqual(['en', 'ar']);
    expect(i18n.t('hello', { ns: 'lazy-test' })).toBe('مرحبا');
    await changeLanguage('en', memory());
    expect(fetched).toEqual(['en', 'ar']);
  });

  it("fetches a remote's lazy texts even when its slot filler put a few texts into the namespace first", async () => {
    addNamespace('remote-test', { en: { badge: 'Cart' }, ar: { badge: 'السلة' } });
    addLazyNamespace('remote-test', { en: async () => ({ title: 'Payment history' }), ar: async () => ({ title: 'سجل المدفوعات' }) });
    await loadLanguage('en');
    expect(i18n.t('title', { ns: 'remote-test' })).toBe('Payment history');
    expect(i18n.t('badge', { ns: 'remote-test' })).toBe('Cart');
  });
});
