import { defineRemote, type RemoteAppProps } from '@halaqa/contracts';
import { i18n, initI18n } from '@halaqa/i18n';
import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';

const remote = defineRemote({
  name: 'mfe-texts-test',
  prefixes: ['/texts-test'],
  routes: { home: { path: '/texts-test' } },
  menus: [],
  slots: [],
  texts: { en: { area: 'Test', labels: {} }, ar: { area: 'اختبار', labels: {} } },
});

const Home = () => null;

/** Runs the remote's bootstrap steps as single-spa would, for a page in `language`. */
async function bootstrap(app: ReturnType<typeof createRemoteApp>, language: RemoteAppProps['language']) {
  const props = { language, name: remote.definition.name } as unknown as RemoteAppProps & { name: string };
  for (const step of app.bootstrap) await (step as (p: typeof props) => Promise<unknown>)(props);
}

describe('createRemoteApp texts', () => {
  beforeAll(async () => { await initI18n('ar', {} as never); });

  it('fetches only the page language of texts given as loaders, before the remote renders', async () => {
    const fetched: string[] = [];
    const app = createRemoteApp({
      remote,
      pages: { home: Home },
      translations: {
        en: async () => { fetched.push('en'); return { hello: 'Hello' }; },
        ar: async () => { fetched.push('ar'); return { hello: 'مرحبا' }; },
      },
    });
    await bootstrap(app, 'ar');
    expect(fetched).toEqual(['ar']);
    expect(i18n.t('hello', { ns: 'mfe-texts-test', lng: 'ar' })).toBe('مرحبا');
  });
});
