import { paragraphsOf, textOf } from './plain-essay';

describe('the plain essay field', () => {
  it('keeps paragraphs and line breaks, and escapes what looks like markup', () => {
    expect(paragraphsOf('First line\nsecond line\n\n\nNext <b>paragraph</b> & more')).toBe(
      '<p>First line<br>second line</p><p>Next &lt;b&gt;paragraph&lt;/b&gt; &amp; more</p>',
    );
    expect(paragraphsOf('  \n\n ')).toBe('');
  });

  it('reads saved HTML back as words, paragraphs as blank lines', () => {
    expect(textOf('<p>One<br>two</p><p>Three &amp; <strong>four</strong></p>')).toBe('One\ntwo\n\nThree & four');
    expect(paragraphsOf(textOf('<p>One<br>two</p><p>Three</p>'))).toBe('<p>One<br>two</p><p>Three</p>');
  });
});
