import { renderToStaticMarkup } from 'react-dom/server';
import { stemWithBlanks } from './blank-slots';

const html = (stem: string) => {
  const { nodes, blanks } = stemWithBlanks(stem, (blank) => <input data-blank={blank} />);
  return { markup: renderToStaticMarkup(<>{nodes}</>), blanks };
};

describe('stemWithBlanks', () => {
  it('puts a field in place of each marker, in the text only, keeping the rich text around it', () => {
    const { markup, blanks } = html('<p>A <strong>[[1]]</strong> and [[2]].</p><p title="[[3]]">x</p><script>bad()</script>');
    expect(blanks).toEqual([1, 2]);
    expect(markup).toBe('<p>A <strong><input data-blank="1"/></strong> and <input data-blank="2"/>.</p><p title="[[3]]">x</p>');
  });

  it('drops what the sanitizer drops (handlers, scripts)', () => {
    expect(html('<p onclick="x()">[[1]]<img src="javascript:x" alt="a"></p>').markup).toBe('<p><input data-blank="1"/><img alt="a"/></p>');
  });
});
