import { UnreadableFile } from './model';
import { readMoodleXml } from './moodle-xml-read';

/** Moodle XML as Moodle 4 exports it: categories, CDATA, text formats, fractions, feedback. */

const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category>
        <text>$course$/top/Default for Physics 101/Mechanics</text>
    </category>
    <info format="moodle_auto_format"><text>Forces and motion</text></info>
  </question>

<!-- question: 12  -->
  <question type="multichoice">
    <name><text>Newton's units</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Which are <b>SI</b> base units?</p>]]></text>
    </questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>The newton is derived.</p>]]></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>false</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <answer fraction="33.33333" format="html"><text><![CDATA[<p>metre</p>]]></text><feedback format="html"><text>Yes</text></feedback></answer>
    <answer fraction="33.33333" format="html"><text><![CDATA[<p>kilogram</p>]]></text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="33.33334" format="html"><text><![CDATA[<p>second</p>]]></text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="-100" format="html"><text><![CDATA[<p>newton</p>]]></text><feedback format="html"><text><![CDATA[<p>Derived: kg&middot;m/s&sup2;</p>]]></text></feedback></answer>
    <tags><tag><text>units</text></tag><tag><text>halaqa:difficulty:EASY</text></tag></tags>
  </question>

<!-- question: 13  -->
  <question type="truefalse">
    <name><text>Gravity</text></name>
    <questiontext format="moodle_auto_format"><text>Heavier objects fall faster in a vacuum.</text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <answer fraction="0" format="moodle_auto_format"><text>true</text><feedback format="html"><text>Galileo disagrees.</text></feedback></answer>
    <answer fraction="100" format="moodle_auto_format"><text>false</text><feedback format="html"><text>Right.</text></feedback></answer>
  </question>

<!-- question: 14  -->
  <question type="shortanswer">
    <name><text>Unit of force</text></name>
    <questiontext format="plain_text"><text>Name the unit of force (a &lt; b &amp; c).</text></questiontext>
    <usecase>0</usecase>
    <answer fraction="100" format="moodle_auto_format"><text>newton</text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="100" format="moodle_auto_format"><text>N</text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="50" format="moodle_auto_format"><text>Newton's</text><feedback format="html"><text></text></feedback></answer>
  </question>

<!-- question: 15  -->
  <question type="numerical">
    <name><text>g</text></name>
    <questiontext format="html"><text><![CDATA[<p>g in m/s&sup2;?</p>]]></text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>9.81</text><tolerance>0.05</tolerance><feedback format="html"><text></text></feedback></answer>
    <answer fraction="0" format="moodle_auto_format"><text>*</text><tolerance>0</tolerance><feedback format="html"><text>No</text></feedback></answer>
    <units><unit><multiplier>1</multiplier><unit_name>m/s2</unit_name></unit></units>
  </question>

<!-- question: 16  -->
  <question type="matching">
    <name><text>Quantities</text></name>
    <questiontext format="html"><text><![CDATA[<p>Match each quantity with its unit.</p>]]></text></questiontext>
    <shuffleanswers>true</shuffleanswers>
    <subquestion format="html"><text><![CDATA[<p>Force</p>]]></text><answer><text>newton</text></answer></subquestion>
    <subquestion format="html"><text><![CDATA[<p>Energy</p>]]></text><answer><text>joule</text></answer></subquestion>
    <subquestion format="html"><text></text><answer><text>pascal</text></answer></subquestion>
  </question>

<!-- question: 17  -->
  <question type="cloze">
    <name><text>Laws</text></name>
    <questiontext format="html"><text><![CDATA[<p>F = m &times; {1:SHORTANSWER:=a~=acceleration#good~%50%speed}, and p = {1:SA:=m\\/v~*#no}?</p>]]></text></questiontext>
    <generalfeedback format="html"><text>Newton's second law.</text></generalfeedback>
  </question>

<!-- question: 18  -->
  <question type="essay">
    <name><text>Explain</text></name>
    <questiontext format="html"><text><![CDATA[<p>Explain inertia.</p>]]></text></questiontext>
    <responseformat>editor</responseformat>
    <responserequired>1</responserequired>
  </question>

<!-- question: 19  -->
  <question type="calculated">
    <name><text>Calculated one</text></name>
    <questiontext format="html"><text>{a} + {b}?</text></questiontext>
  </question>

<!-- question: 20  -->
  <question type="ordering">
    <name><text>Planets</text></name>
    <questiontext format="html"><text>Order from the Sun.</text></questiontext>
    <answer fraction="3.0000000" format="html"><text>Earth</text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="1.0000000" format="html"><text>Mercury</text><feedback format="html"><text>Closest</text></feedback></answer>
    <answer fraction="2.0000000" format="html"><text>Venus</text><feedback format="html"><text></text></feedback></answer>
  </question>

  <question type="category"><category><text>$course$/top</text></category></question>

<!-- question: 21  -->
  <question type="description">
    <name><text>Read this</text></name>
    <questiontext format="html"><text>Welcome to the quiz.</text></questiontext>
  </question>
</quiz>`;

describe('readMoodleXml', () => {
  const { questions, skipped } = readMoodleXml(SAMPLE);

  test('each Moodle type as its Halaqa type, under its category', () => {
    expect(questions.map((question) => [question.index, question.input.type, question.category])).toEqual([
      [1, 'MULTIPLE_CHOICE', 'Default for Physics 101/Mechanics'],
      [2, 'TRUE_FALSE', 'Default for Physics 101/Mechanics'],
      [3, 'SHORT_ANSWER', 'Default for Physics 101/Mechanics'],
      [4, 'NUMERIC', 'Default for Physics 101/Mechanics'],
      [5, 'MATCHING', 'Default for Physics 101/Mechanics'],
      [6, 'FILL_IN_BLANKS', 'Default for Physics 101/Mechanics'],
      [7, 'ESSAY', 'Default for Physics 101/Mechanics'],
      [9, 'ORDERING', 'Default for Physics 101/Mechanics'],
    ]);
  });

  test('fractions, CDATA, feedback and tags', () => {
    const [units, gravity, force, g, match, cloze, , planets] = questions;
    expect(units).toMatchObject({ name: "Newton's units", tags: ['units'] });
    expect(units!.input).toMatchObject({
      stem: '<p>Which are <b>SI</b> base units?</p>', explanation: '<p>The newton is derived.</p>', difficulty: 'EASY',
    });
    expect(units!.input.answers!.map((answer) => [answer.stem, answer.isCorrect, answer.explanation])).toEqual([
      ['<p>metre</p>', true, 'Yes'], ['<p>kilogram</p>', true, null], ['<p>second</p>', true, null],
      ['<p>newton</p>', false, '<p>Derived: kg&middot;m/s&sup2;</p>'],
    ]);
    expect(gravity!.input.answers).toEqual([
      { stem: 'True', isCorrect: false, explanation: 'Galileo disagrees.' }, { stem: 'False', isCorrect: true, explanation: 'Right.' },
    ]);
    expect(force!.input.stem).toBe('Name the unit of force (a &lt; b &amp; c).');
    expect(force!.input.answerKeys).toEqual([{ text: 'newton' }, { text: 'N' }]);
    expect(g!.input.answerKeys).toEqual([{ numericValue: 9.81, tolerance: 0.05 }]);
    expect(match!.input.answers).toEqual([{ stem: '<p>Force</p>', matchText: 'newton' }, { stem: '<p>Energy</p>', matchText: 'joule' }]);
    expect(cloze!.input).toMatchObject({
      stem: '<p>F = m &times; [[1]], and p = [[2]]?</p>', explanation: "Newton's second law.",
      answerKeys: [{ blank: 1, text: 'a' }, { blank: 1, text: 'acceleration' }, { blank: 2, text: 'm/v' }],
    });
    expect(planets!.input.answers!.map((answer) => [answer.stem, answer.explanation])).toEqual([['Mercury', 'Closest'], ['Venus', null], ['Earth', null]]);
  });

  test('what has no form here is reported by its place and name', () => {
    expect(skipped).toEqual([
      { index: 8, name: 'Calculated one', reason: "Moodle's calculated questions have no form here" },
      { index: 10, name: 'Read this', reason: 'a description without questions is not a question' },
    ]);
  });

  test('a case: a description with case:N and the questions tagged after it', () => {
    const { questions: read } = readMoodleXml(`\ufeff<quiz>
  <question type="description"><name><text>Passage</text></name><questiontext format="html"><text>&#1575;&#x644;&#1606;&#1589; &lt;b&gt;x&lt;/b&gt;</text></questiontext>
    <tags><tag><text>case:1</text></tag></tags></question>
  <question type="essay"><name><text>Q1</text></name><questiontext format="html"><text>لماذا؟</text></questiontext>
    <responseformat>noinline</responseformat><tags><tag><text>case:1</text></tag><tag><text>halaqa:type:AUDIO_RECORDING</text></tag></tags></question>
  <question type="essay"><name><text>Q2</text></name><questiontext format="html"><text>Alone</text></questiontext><responseformat>noinline</responseformat></question>
</quiz>`);
    expect(read).toHaveLength(2);
    expect(read[0]!.input).toMatchObject({ type: 'CASE', stem: 'النص <b>x</b>' });
    expect(read[0]!.children.map((child) => [child.index, child.input.type])).toEqual([[2, 'AUDIO_RECORDING']]);
    expect(read[1]!.input.type).toBe('FILE_UPLOAD');
  });

  test('not Moodle XML: unreadable', () => {
    expect(() => readMoodleXml('<quiz><question>')).toThrow(UnreadableFile);
    expect(() => readMoodleXml('<html><body/></html>')).toThrow(UnreadableFile);
    expect(() => readMoodleXml('<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz>&a;</quiz>')).toThrow(UnreadableFile);
    expect(() => readMoodleXml('just text')).toThrow(UnreadableFile);
  });
});
