import { compile, middleware, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { onlyFlippableRules } from './flippable-rules';

const styled = (css: string, plugin: Middleware) => serialize(compile(css), middleware([plugin, stringify]));

const PROPERTIES = [
  'margin', 'padding', 'border-width', 'border-style', 'border-color', 'background-color', 'border-radius',
  'left', 'right', 'margin-left', 'padding-right', 'border-left', 'float', 'text-align', 'clear', 'direction',
  'box-shadow', 'text-shadow', 'transform', 'background', 'background-position', 'background-position-x',
  'cursor', 'inset', 'scroll-margin', 'color', 'width', 'transition', 'content', 'grid-template-columns',
];
const VALUES = [
  '0', '4px', '1px 2px', '1px 2px 3px', '1px 2px 3px 4px', '-1px 0 2.5em calc(100% - 4px)', 'auto',
  'left', 'right', 'ltr', 'rtl', 'red green blue black', 'rgb(1, 2, 3) #fff #000 transparent',
  'solid none dotted dashed', '8px / 4px', '8px 0 / 4px 2px', '2px 3px 4px rgba(0, 0, 0, 0.2)', 'inset 2px 0 red',
  '0 0 0 3px #09f', 'translateX(10px)', 'translate(-50%, 10px) rotate(3deg)', 'url(left.png) 20% 50%',
  '30% center', 'nw-resize', 'e-resize', 'linear-gradient(90deg, red 10%, blue 90%)', '"right now"', 'none',
];

describe('onlyFlippableRules', () => {
  const filtered = onlyFlippableRules(rtlPlugin);

  it('styles every declaration exactly as stylis-plugin-rtl alone does', () => {
    for (const property of PROPERTIES) {
      for (const value of VALUES) {
        const css = `.a{${property}:${value};}`;
        expect([css, styled(css, filtered)]).toEqual([css, styled(css, rtlPlugin)]);
      }
    }
  });

  it('styles whole components, nested rules, queries, keyframes and noflip comments as the plugin does', () => {
    const sheets = [
      '.card{display:flex;gap:8px;padding:0 16px;&:hover{box-shadow:0 6px 20px red;}}',
      '.menu{position:fixed;right:50%;transform:translateX(50%);@media (max-width: 600px){left:0;margin:0 auto 0 8px;}}',
      '.logo{width:36px;border-radius:8px;background:#fff;} .bar{color:red;}',
      '@keyframes slide{from{left:0;}to{left:100px;}}',
      '@supports (display:grid){.grid{padding:1px 2px 3px 4px;}}',
      '.keep{/* @noflip */ left:0; right:auto;}',
      '.x{/*! @noflip */ float:left;} .y{float:left;}',
      '.left-rail{color:red;} .rail[data-side="right"]{width:2px;}',
      'a.active{border-right:3px solid blue;} :focus-visible{outline:3px solid blue;outline-offset:2px;}',
    ];
    for (const css of sheets) {
      expect([css, styled(css, filtered)]).toEqual([css, styled(css, rtlPlugin)]);
    }
  });

  it('keeps the plugin name, which styled-components hashes into class names', () => {
    expect(filtered.name).toBe(rtlPlugin.name);
  });

  it('does not run the plugin on rules with nothing to flip', () => {
    const spy = jest.fn(rtlPlugin);
    Object.defineProperty(spy, 'name', { value: rtlPlugin.name });
    const plugin = onlyFlippableRules(spy);
    styled('.a{display:flex;gap:8px;padding:0 16px;color:#123;border-radius:8px;box-sizing:border-box;}', plugin);
    expect(spy.mock.calls.filter(([element]) => element.type === 'rule')).toHaveLength(0);
    styled('.a{display:flex;margin-inline-start:4px;padding:1px 2px 3px 4px;}', plugin);
    expect(spy.mock.calls.filter(([element]) => element.type === 'rule')).toHaveLength(1);
  });
});
