import type { CourseCopy } from './course-copy';

/** The complete course of Demo Academy, in English (its PDF also in Arabic, its video captioned in both). */
export const COPY_EN: CourseCopy = {
  name: 'Giving Effective Feedback',
  language: 'ENGLISH',
  briefDescription: 'Specific, kind and useful feedback with the Situation-Behavior-Impact model: a guide, a video, live sessions and practice.',
  description: 'A short, complete course on feedback that helps. You read a five-page guide, watch a 30-second video on the SBI model, '
    + 'check your understanding, join live sessions and a workshop on campus, then practise on a real situation from your own work.',
  welcomeMessage: 'Welcome! Start with the guide and the video, then join this week\'s live clinic.',
  category: 'Coaching',
  assets: { guide: 'guideEn', picture: 'pictureEn', otherGuide: 'guideAr' },
  sections: {
    start: { name: 'Getting started: the SBI model', learningObjectives: 'Describe a situation, a behavior and its impact without judging the person.' },
    live: { name: 'Live sessions', learningObjectives: 'Practise giving and receiving feedback with others.' },
    practice: { name: 'Practice and assessment', learningObjectives: 'Prepare a real feedback conversation and check what you have learned.' },
    further: { name: 'Going further: feedback across cultures', learningObjectives: 'Adapt feedback to direct and indirect communication styles.' },
  },
  items: {
    welcome: {
      name: 'Welcome and how this course works',
      body: '<h2>Welcome</h2><p>Feedback is one of the most useful things we give each other at work, and one of the hardest to give well. '
        + 'This course gives you one model, <strong>Situation-Behavior-Impact</strong>, and a short conversation to use it in.</p>'
        + '<h3>How to get the most from it</h3><ul><li>Read the guide, one page at a time.</li><li>Watch the video: it takes 30 seconds.</li>'
        + '<li>Answer the three questions to check your understanding.</li><li>Join a live session and bring one real situation.</li></ul>'
        + '<p>Want to read more first? The Center for Creative Leadership explains the model in '
        + '<a href="https://www.ccl.org/articles/leading-effectively-articles/closing-the-gap-between-intent-vs-impact-sbii/">its article on SBI</a>.</p>',
    },
    guide: { name: 'The feedback guide (PDF)', description: 'Five pages: why feedback matters, the SBI model, a five-step conversation and common pitfalls.' },
    video: { name: 'The SBI model in 30 seconds', description: 'A short video with English and Arabic captions.' },
    picture: { name: 'The SBI model at a glance', description: 'One picture to keep: situation, behavior, impact.' },
    audio: { name: 'A tip before your next conversation (audio)', description: 'Sixteen seconds to listen to on your way to the meeting. Optional.' },
    questionnaire: { name: 'Check your understanding', description: 'Three questions. Not graded: you see the explanation after each answer.' },
    pastLecture: { name: 'Kick-off session (recording)' },
    liveLecture: { name: 'Live feedback clinic' },
    upcomingLecture: { name: 'Questions and answers' },
    campusLecture: { name: 'Role-play workshop on campus' },
    practice: {
      name: 'Prepare a real feedback conversation',
      body: '<h2>Your turn</h2><p>Choose one real situation from the last two weeks where feedback would help someone.</p>'
        + '<ol><li>Write the <strong>situation</strong> in one sentence: where and when.</li><li>Write the <strong>behavior</strong>: what a camera would have recorded.</li>'
        + '<li>Write the <strong>impact</strong> on you, the team or the work.</li><li>Prepare one open question, such as "How did you see it?"</li></ol>'
        + '<p>Read your sentences aloud. If one of them judges the person, rewrite it until it describes what happened.</p>',
    },
    assignment: { name: 'Assignment: a feedback plan', description: 'Submit your SBI sentences and the next step you will propose.' },
    exam: { name: 'Final quiz', description: 'Ten questions on the SBI model and the feedback conversation.' },
    further: {
      name: 'Feedback across cultures',
      body: '<h2>Direct and indirect styles</h2><p>In some teams feedback is expected to be direct; in others, it is softened and given in private. '
        + 'The SBI model works in both: what changes is the setting and the wording, not the facts.</p>'
        + '<ul><li>Ask how the person prefers to receive feedback.</li><li>Give corrective feedback in private, always.</li></ul>',
    },
  },
  questions: [
    {
      text: 'Which sentence describes a behavior, as the SBI model asks?',
      answers: [
        { text: 'You were unprofessional in the meeting.', isCorrect: false, explanation: '"Unprofessional" is a judgement of the person, not something a camera could record.' },
        { text: 'You answered your phone twice while the client was speaking.', isCorrect: true, explanation: 'Right: it is observable and specific, so it can be discussed and changed.' },
        { text: 'You never listen to anyone.', isCorrect: false, explanation: '"Never" exaggerates and labels; name one moment instead.' },
      ],
    },
    {
      text: 'What should you do right after describing the situation, behavior and impact?',
      answers: [
        { text: 'Explain the rules again, in detail.', isCorrect: false, explanation: 'A lecture makes people defensive; the conversation should become two-way.' },
        { text: 'Ask an open question and listen.', isCorrect: true, explanation: 'Right: listening shows what the other person saw and leads to an agreed next step.' },
        { text: 'End the meeting quickly.', isCorrect: false, explanation: 'Without listening and a next step, nothing is likely to change.' },
      ],
    },
    {
      text: 'When is feedback usually most useful?',
      answers: [
        { text: 'Soon after the event, in private.', isCorrect: true, explanation: 'Right: both of you remember the moment, and privacy keeps it about the work.' },
        { text: 'At the yearly performance review.', isCorrect: false, explanation: 'By then the moment is forgotten and the chance to improve has passed.' },
        { text: 'In front of the team, so everyone learns.', isCorrect: false, explanation: 'Corrective feedback in public embarrasses people and shuts the conversation down.' },
      ],
    },
  ],
  lectures: {
    past: { title: 'Kick-off session', description: 'The course introduction and the SBI model, recorded.' },
    live: { title: 'Live feedback clinic', description: 'Bring one real situation: we rewrite it together with SBI. Open all week.' },
    upcoming: { title: 'Questions and answers', description: 'Your questions about difficult feedback conversations.' },
    campus: { title: 'Role-play workshop', description: 'Practise a feedback conversation in pairs, with an observer.', location: 'Training room 2, King Fahd Road, Riyadh' },
  },
  attachments: {
    otherGuide: 'The guide in Arabic (PDF)',
    link: { name: 'Center for Creative Leadership: the SBI model', url: 'https://www.ccl.org/articles/leading-effectively-articles/closing-the-gap-between-intent-vs-impact-sbii/' },
  },
  captionLabels: { en: 'English', ar: 'العربية' },
  announcements: {
    welcome: { title: 'Welcome to the course', content: '<p>Welcome, everyone! Start with the guide and the short video, then answer the three questions.</p>' },
    anonymous: { title: 'The live clinic is open', content: '<p>The live feedback clinic is open now: join from the <strong>Live sessions</strong> section.</p>' },
    draft: { title: 'Workshop groups (draft)', content: '<p>The role-play groups will be posted here.</p>' },
    scheduled: { title: 'Going further opens soon', content: '<p>The section on feedback across cultures opens next week.</p>' },
  },
};
