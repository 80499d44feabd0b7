import type { QuestionType } from '../tables';

/**
 * The question types and what each asks of its author and its grader
 * (spec section 3 QuestionType; docs/design/exams-api.md "Question types").
 * A code constant, not a table: the grading and the runner know each type.
 */
export interface QuestionTypeInfo {
  type: QuestionType;
  name: string;
  nameAr: string;
  /** The author writes options (answers). */
  providesAnswerOptions: boolean;
  isAutoCorrected: boolean;
  hasOneCorrectAnswer: boolean;
  isMatching: boolean;
  isSorting: boolean;
  /** Answered with text only (no options, no files). */
  isTextOnly: boolean;
  isAudioRecording: boolean;
  isVideoRecording: boolean;
  /** The author writes accepted answers (answerKeys). */
  needsAnswerKey: boolean;
  isPublished: boolean;
  /** A rubric is required; ESSAY may have one (allowsRubric) but needs none. */
  needsRubric: boolean;
  allowsRubric: boolean;
  /** A passage with its own questions (children). */
  hasDetails: boolean;
  /** Counts toward the score (CASE has no points of its own). */
  hasPoints: boolean;
}

const base = {
  providesAnswerOptions: false, isAutoCorrected: false, hasOneCorrectAnswer: false, isMatching: false, isSorting: false,
  isTextOnly: false, isAudioRecording: false, isVideoRecording: false, needsAnswerKey: false, isPublished: true,
  needsRubric: false, allowsRubric: false, hasDetails: false, hasPoints: true,
};

export const QUESTION_TYPE_INFO: readonly QuestionTypeInfo[] = [
  { ...base, type: 'SINGLE_CHOICE', name: 'Single choice', nameAr: 'اختيار من متعدد (إجابة واحدة)', providesAnswerOptions: true, isAutoCorrected: true, hasOneCorrectAnswer: true },
  { ...base, type: 'MULTIPLE_CHOICE', name: 'Multiple choice', nameAr: 'اختيار من متعدد (عدة إجابات)', providesAnswerOptions: true, isAutoCorrected: true },
  { ...base, type: 'TRUE_FALSE', name: 'True or false', nameAr: 'صح أو خطأ', providesAnswerOptions: true, isAutoCorrected: true, hasOneCorrectAnswer: true },
  { ...base, type: 'SHORT_ANSWER', name: 'Short answer', nameAr: 'إجابة قصيرة', isAutoCorrected: true, isTextOnly: true, needsAnswerKey: true },
  { ...base, type: 'NUMERIC', name: 'Numeric', nameAr: 'إجابة رقمية', isAutoCorrected: true, isTextOnly: true, needsAnswerKey: true },
  { ...base, type: 'FILL_IN_BLANKS', name: 'Fill in the blanks', nameAr: 'املأ الفراغات', isAutoCorrected: true, isTextOnly: true, needsAnswerKey: true },
  { ...base, type: 'MATCHING', name: 'Matching', nameAr: 'توصيل', providesAnswerOptions: true, isAutoCorrected: true, isMatching: true },
  { ...base, type: 'ORDERING', name: 'Ordering', nameAr: 'ترتيب', providesAnswerOptions: true, isAutoCorrected: true, isSorting: true },
  { ...base, type: 'ESSAY', name: 'Essay', nameAr: 'مقالي', isTextOnly: true, allowsRubric: true },
  { ...base, type: 'FILE_UPLOAD', name: 'File upload', nameAr: 'رفع ملف' },
  { ...base, type: 'AUDIO_RECORDING', name: 'Audio recording', nameAr: 'تسجيل صوتي', isAudioRecording: true },
  { ...base, type: 'VIDEO_RECORDING', name: 'Video recording', nameAr: 'تسجيل فيديو', isVideoRecording: true },
  { ...base, type: 'CASE', name: 'Case (passage with questions)', nameAr: 'حالة (نص تتبعه أسئلة)', hasDetails: true, hasPoints: false },
];
