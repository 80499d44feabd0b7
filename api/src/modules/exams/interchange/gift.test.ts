import { readGift } from './gift-read';
import { escapeGift, protect, reveal } from './gift-escapes';
import { UnreadableFile } from './model';

/** GIFT as teachers write it (Moodle's documentation examples), Arabic included. */

describe('GIFT escapes', () => {
  test('every special survives a write and a read', () => {
    const text = 'a\\b ~ = # { } : line\nbreak \\n';
    expect(reveal(protect(escapeGift(text)))).toBe(text);
    expect(reveal(protect('\\\\:'))).toBe('\\:');
  });
});

describe('readGift', () => {
  test('the question types, titles, comments, feedback and weights', () => {
    const file = `// A comment line: ignored.
$CATEGORY: $course$/top/Geography

::Grant's tomb::Who's buried in Grant's tomb?{~Grant#No one is buried there. ~Jefferson =no one#Right!}

::Colours::Which are primary colours?{
  ~%50%red#yes
  ~%50%blue
  ~%-100%green#no
  ####Red, yellow and blue.
}

Grant is buried in Grant's tomb.{FALSE#He is entombed.#Right: no one is buried there.}

Who's buried in Grant's tomb?{=no one =nobody =%50%Grant}

When was Ulysses S. Grant born?{#1822:5}

What is a number from 1 to 5? {#1..5}

Match the countries with their capitals.{=Canada -> Ottawa =Italy -> Rome =Japan -> Tokyo}

Describe your favourite film.{}

Moodle costs nothing. {T}`;
    const { questions, skipped } = readGift(file);
    expect(skipped).toEqual([]);
    expect(questions.map((question) => question.input.type)).toEqual([
      'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERIC', 'NUMERIC', 'MATCHING', 'ESSAY', 'TRUE_FALSE',
    ]);
    const [tomb, colours, buried, short, born, range, match, essay] = questions;
    expect(tomb!.name).toBe("Grant's tomb");
    expect(tomb!.category).toBe('Geography');
    expect(tomb!.input.answers).toEqual([
      { stem: 'Grant', isCorrect: false, explanation: 'No one is buried there.' },
      { stem: 'Jefferson', isCorrect: false, explanation: null },
      { stem: 'no one', isCorrect: true, explanation: 'Right!' },
    ]);
    expect(colours!.input.answers!.map((answer) => answer.isCorrect)).toEqual([true, true, false]);
    expect(colours!.input.explanation).toBe('Red, yellow and blue.');
    expect(buried!.input.answers).toEqual([
      { stem: 'True', isCorrect: false, explanation: 'He is entombed.' },
      { stem: 'False', isCorrect: true, explanation: 'Right: no one is buried there.' },
    ]);
    expect(short!.input.answerKeys).toEqual([{ text: 'no one' }, { text: 'nobody' }]);
    expect(born!.input.answerKeys).toEqual([{ numericValue: 1822, tolerance: 5 }]);
    expect(range!.input.answerKeys).toEqual([{ numericValue: 3, tolerance: 2 }]);
    expect(match!.input.answers).toEqual([
      { stem: 'Canada', matchText: 'Ottawa' }, { stem: 'Italy', matchText: 'Rome' }, { stem: 'Japan', matchText: 'Tokyo' },
    ]);
    expect(essay!.input.stem).toBe('Describe your favourite film.');
  });

  test('a missing word is a blank; a multi-line question is one question until a blank line', () => {
    const { questions } = readGift(`The capital of France
is {=Paris =paris} on the Seine.

Grant is {~buried =entombed ~living} in Grant's tomb.`);
    expect(questions[0]!.input).toMatchObject({
      type: 'FILL_IN_BLANKS', stem: 'The capital of France<br>is [[1]] on the Seine.', answerKeys: [{ blank: 1, text: 'Paris' }, { blank: 1, text: 'paris' }],
    });
    expect(questions[1]!.input).toMatchObject({ type: 'SINGLE_CHOICE', stem: "Grant is _____ in Grant's tomb." });
  });

  test('escapes, [html] and tags in comments', () => {
    const { questions } = readGift(`// [tag:algebra]
// [tag:halaqa:difficulty:HARD]
::Sets \\: braces::[html]<p>Which is the empty set \\{\\}?</p>{
  =\\{\\}#Right\\: nothing in it.
  ~\\{0\\}
}`);
    expect(questions[0]).toMatchObject({ name: 'Sets : braces', tags: ['algebra'] });
    expect(questions[0]!.input).toMatchObject({
      stem: '<p>Which is the empty set {}?</p>', difficulty: 'HARD',
      answers: [{ stem: '{}', isCorrect: true, explanation: 'Right: nothing in it.' }, { stem: '{0}', isCorrect: false }],
    });
  });

  test('Arabic questions: true/false in Arabic, answers as written', () => {
    const { questions } = readGift(`::عاصمة::ما عاصمة مصر؟{=القاهرة ~الإسكندرية#لا، إنها ثاني أكبر مدينة.}

الشمس نجم.{T}

::الفاتحة::عدد آيات سورة الفاتحة؟{#7}

اكتب اسم {=مكة} المكرمة.`);
    expect(questions.map((question) => question.input.type)).toEqual(['SINGLE_CHOICE', 'TRUE_FALSE', 'NUMERIC', 'FILL_IN_BLANKS']);
    expect(questions[0]!.input.answers![1]).toEqual({ stem: 'الإسكندرية', isCorrect: false, explanation: 'لا، إنها ثاني أكبر مدينة.' });
    expect(questions[1]!.input.answers!.map((answer) => [answer.stem, answer.isCorrect])).toEqual([['صح', true], ['خطأ', false]]);
    expect(questions[3]!.input).toMatchObject({ stem: 'اكتب اسم [[1]] المكرمة.', answerKeys: [{ blank: 1, text: 'مكة' }] });
  });

  test('what GIFT cannot say is reported with its place in the file', () => {
    const { questions, skipped } = readGift(`Welcome: a description, no question.

Two blanks {=a} and {=b}.

Broken {=a

::N::How many?{#many}

Fine?{T}`);
    expect(questions).toHaveLength(1);
    expect(skipped).toEqual([
      { index: 1, name: 'Welcome: a description, no question.', reason: expect.stringMatching(/description/) },
      { index: 2, name: 'Two blanks', reason: expect.stringMatching(/more than one answer part/) },
      { index: 3, name: 'Broken', reason: expect.stringMatching(/matching \{ and \}/) },
      { index: 4, name: 'N', reason: '"many" is not a number' },
    ]);
  });

  test('a file with no GIFT question in it is unreadable', () => {
    expect(() => readGift('just some notes\n\nand more notes')).toThrow(UnreadableFile);
    expect(() => readGift('// only comments')).toThrow(UnreadableFile);
  });
});
