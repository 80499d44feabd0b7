import { loadLanguage } from '@halaqa/i18n';
import { warmUpRightToLeftStyles } from './rtl-styles';

const pluginCalls: string[] = [];
jest.mock('stylis-plugin-rtl', () => {
  const actual = jest.requireActual<{ default: (...args: unknown[]) => unknown }>('stylis-plugin-rtl');
  const plugin = (element: { type: string; value: string }, ...rest: unknown[]) => {
    pluginCalls.push(`${element.type} ${element.value}`);
    return actual.default(element, ...rest);
  };
  Object.defineProperty(plugin, 'name', { value: actual.default.name });
  return { __esModule: true, default: plugin };
});

describe('warmUpRightToLeftStyles', () => {
  it('does nothing before the right-to-left plugin has arrived, then runs a rule through it', async () => {
    warmUpRightToLeftStyles();
    expect(pluginCalls).toEqual([]);
    await loadLanguage('ar');
    warmUpRightToLeftStyles();
    expect(pluginCalls).toContain('rule a');
  });
});
