import type { ExamSeedCopy } from './exams-copy';

/** The exams of "Giving Effective Feedback" (demo), in English. */
export const EXAMS_EN: ExamSeedCopy = {
  section: 'Quizzes',
  practice: {
    item: { name: 'Practice quiz: feedback essentials', description: 'Every kind of question the final quiz uses. Take it as often as you like.' },
    title: 'Practice quiz: feedback essentials',
    description: '<p>Thirteen questions on the SBI model and the feedback conversation, including a short case, a written answer and three answers you record or upload.</p>'
      + '<ul><li>No time limit: you can leave and come back.</li><li>Retake it as often as you like; your best attempt counts.</li>'
      + '<li>After you submit you see your score, and the correct answers with explanations.</li></ul>',
  },
  timed: {
    item: { name: 'Timed check-in: the SBI model', description: 'Five questions in ten minutes. Three attempts, five minutes apart.' },
    title: 'Timed check-in: the SBI model',
    description: '<p>Five questions drawn from the course bank, one at a time. You cannot go back to a question once you move on.</p>'
      + '<ul><li>You have <strong>10 minutes</strong>; when time is up, your answers are submitted for you.</li>'
      + '<li>You have three attempts, at least five minutes apart. Your highest score counts; 70% passes.</li>'
      + '<li>Stay on this page: leaving it is recorded for your instructor.</li></ul>',
  },
  drill: {
    item: { name: 'Speed round: one minute', description: 'Three quick questions against the clock. Try it as often as you like.' },
    title: 'Speed round: one minute',
    description: '<p>Three questions on the SBI model in <strong>one minute</strong>. When time is up, the answers you gave are graded as they are.</p>'
      + '<ul><li>Retake it as often as you like; your best round counts.</li><li>It does not count toward your grade.</li></ul>',
  },
  final: {
    title: 'Final quiz',
    description: '<p>Questions on the SBI model and the feedback conversation, a short case among them. You have 30 minutes and one attempt; 60% passes.</p>',
  },
  rubric: {
    title: 'SBI feedback note',
    structure: { description: 'Situation, behavior and impact are all there, in that order', ratings: ['All three, clearly', 'Two of the three', 'One or none'] },
    focus: { description: 'Describes what happened, not the person', ratings: ['Only facts', 'Mostly facts', 'Judges the person'] },
  },
  questions: {
    single: {
      type: 'SINGLE_CHOICE', difficulty: 'EASY', learningOutcome: 'Name the three parts of the SBI model',
      stem: '<p>In the SBI model, what does the <strong>I</strong> stand for?</p>',
      explanation: '<p>Situation, Behavior, <strong>Impact</strong>: the effect the behavior had on you, the team or the work.</p>',
      answers: [
        { stem: 'Impact', isCorrect: true },
        { stem: 'Intention', explanation: 'You cannot see intentions; the model sticks to what happened and what it caused.' },
        { stem: 'Improvement', explanation: 'Improvement comes later, when you agree on a next step.' },
        { stem: 'Instruction', explanation: 'Feedback opens a conversation; it is not an instruction.' },
      ],
    },
    multiple: {
      type: 'MULTIPLE_CHOICE', difficulty: 'MEDIUM', learningOutcome: 'Tell a behavior from a judgement',
      stem: '<p>Which of these sentences describe a <em>behavior</em> rather than a judgement? Choose all that apply.</p>',
      explanation: '<p>A behavior is what a camera would have recorded. Labels such as “careless” judge the person.</p>',
      answers: [
        { stem: 'You joined the client call twenty minutes after it started.', isCorrect: true },
        { stem: 'You spoke over Sara twice while she was presenting.', isCorrect: true },
        { stem: 'You are careless with details.', explanation: '“Careless” is a label, not something you saw.' },
        { stem: 'You do not care about the team.', explanation: 'This guesses at feelings and judges the person.' },
      ],
    },
    trueFalse: {
      type: 'TRUE_FALSE', difficulty: 'EASY', learningOutcome: 'Choose the right moment and place for feedback',
      stem: '<p>Corrective feedback works best in front of the whole team, so that everyone learns from it.</p>',
      explanation: '<p>Praise in public, correct in private: corrective feedback in front of others embarrasses people and shuts the conversation down.</p>',
      answers: [{ stem: 'True' }, { stem: 'False', isCorrect: true }],
    },
    shortAnswer: {
      type: 'SHORT_ANSWER', difficulty: 'EASY', learningOutcome: 'Name the three parts of the SBI model',
      stem: '<p>In one word: which part of the SBI model is “what a camera would have recorded”?</p>',
      explanation: '<p>The <strong>behavior</strong>: observable, specific and free of judgement.</p>',
      answerKeys: [{ text: 'behavior' }, { text: 'behaviour' }],
    },
    numeric: {
      type: 'NUMERIC', difficulty: 'EASY', learningOutcome: 'Choose the right moment and place for feedback',
      stem: '<p>The course checklist says to give feedback within a day of the event. Within how many <strong>hours</strong> is that?</p>',
      explanation: '<p>Within a day: 24 hours, while both of you still remember the moment.</p>',
      answerKeys: [{ numericValue: 24, tolerance: 0 }],
    },
    blanks: {
      type: 'FILL_IN_BLANKS', difficulty: 'EASY', learningOutcome: 'Name the three parts of the SBI model',
      stem: '<p>SBI stands for Situation, [[1]] and [[2]].</p>',
      explanation: '<p>Situation, Behavior, Impact.</p>',
      answerKeys: [{ blank: 1, text: 'Behavior' }, { blank: 1, text: 'Behaviour' }, { blank: 2, text: 'Impact' }],
    },
    matching: {
      type: 'MATCHING', difficulty: 'MEDIUM', learningOutcome: 'Write feedback with the SBI model',
      stem: '<p>Match each part of the model with the piece of this feedback that gives it.</p>',
      explanation: '<p>“In Tuesday’s client call” is the situation, the phone calls are the behavior, and the repeated question is the impact.</p>',
      answers: [
        { stem: 'Situation', matchText: 'In Tuesday’s client call' },
        { stem: 'Behavior', matchText: 'you answered your phone twice while the client was speaking' },
        { stem: 'Impact', matchText: 'the client had to ask about the price again' },
      ],
    },
    ordering: {
      type: 'ORDERING', difficulty: 'MEDIUM', learningOutcome: 'Lead a feedback conversation',
      stem: '<p>Put the parts of a feedback conversation in the order the course teaches.</p>',
      explanation: '<p>Describe the situation, the behavior and its impact, then ask and listen, and end with a next step you both agree on.</p>',
      answers: [
        { stem: 'Describe the situation' },
        { stem: 'Describe the behavior' },
        { stem: 'Explain the impact' },
        { stem: 'Ask an open question and listen' },
        { stem: 'Agree on a next step' },
      ],
    },
    essay: {
      type: 'ESSAY', difficulty: 'MEDIUM', learningOutcome: 'Write feedback with the SBI model',
      stem: '<p>Think of a real moment from the last two weeks where feedback would help a colleague. Write your feedback with the SBI model: '
        + 'one sentence each for the situation, the behavior and its impact, then the open question you would ask.</p>',
      explanation: '<p>A strong answer names a specific moment, describes only what happened, says what it caused and ends with a genuine question.</p>',
    },
    fileUpload: {
      type: 'FILE_UPLOAD', difficulty: 'MEDIUM', learningOutcome: 'Prepare a feedback conversation',
      stem: '<p>Upload your completed feedback plan: the worksheet from the guide, as a PDF or a clear photo.</p>',
    },
    audio: {
      type: 'AUDIO_RECORDING', difficulty: 'HARD', learningOutcome: 'Lead a feedback conversation',
      stem: '<p>Record yourself opening the feedback conversation you planned: ask if it is a good moment and describe the situation (about 30 seconds).</p>',
    },
    video: {
      type: 'VIDEO_RECORDING', difficulty: 'HARD', learningOutcome: 'Lead a feedback conversation',
      stem: '<p>Record a short video (up to one minute) in which you ask your open question and then summarise what the other person might answer.</p>',
    },
    caseStudy: {
      type: 'CASE', difficulty: 'MEDIUM', learningOutcome: 'Write feedback with the SBI model',
      stem: '<p><strong>Read the situation.</strong> Layla leads a team of four. In Monday’s planning meeting Omar presented the budget. '
        + 'Twice, when Hana raised a risk, Omar spoke over her and moved on. After the meeting Hana told Layla she would not raise risks in meetings any more.</p>',
      children: [
        {
          type: 'SINGLE_CHOICE',
          stem: '<p>Which sentence should Layla use to describe Omar’s behavior?</p>',
          explanation: '<p>Only the second sentence says what Omar did, in a way he can recognise and change.</p>',
          answers: [
            { stem: 'You were rude to Hana.', explanation: '“Rude” is a judgement Omar can simply deny.' },
            { stem: 'When Hana raised a risk, you spoke over her twice and moved on.', isCorrect: true },
            { stem: 'You always dominate meetings.', explanation: '“Always” exaggerates and invites an argument about the word.' },
          ],
        },
        {
          type: 'TRUE_FALSE',
          stem: '<p>Layla should keep this for Omar’s yearly review, when there is time to discuss it properly.</p>',
          explanation: '<p>Feedback is most useful soon after the event: by the yearly review the moment is forgotten, and Hana has stopped raising risks.</p>',
          answers: [{ stem: 'True' }, { stem: 'False', isCorrect: true }],
        },
      ],
    },
  },
  essayAnswer: '<p><strong>Situation:</strong> in Wednesday’s stand-up. <strong>Behavior:</strong> you gave your update for twelve minutes and went into the detail of every ticket. '
    + '<strong>Impact:</strong> we ran over by a quarter of an hour and two people missed the start of their client calls.</p>'
    + '<p><strong>Question:</strong> how could we keep the stand-up short while you still get the help you need on the hard tickets?</p>',
};
