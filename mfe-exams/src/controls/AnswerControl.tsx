import type { ComponentType } from 'react';
import type { QuestionType } from '../api/types';
import { ChoiceControl } from './ChoiceControl';
import type { ControlProps } from './control-props';
import { EssayControl } from './EssayControl';
import { FillBlanksControl } from './FillBlanksControl';
import { MatchingControl } from './MatchingControl';
import { MediaControl } from './MediaControl';
import { OrderingControl } from './OrderingControl';
import { NumericControl, ShortAnswerControl } from './TextControls';

const CONTROLS: Record<Exclude<QuestionType, 'CASE'>, ComponentType<ControlProps>> = {
  SINGLE_CHOICE: ChoiceControl,
  TRUE_FALSE: ChoiceControl,
  MULTIPLE_CHOICE: ChoiceControl,
  SHORT_ANSWER: ShortAnswerControl,
  NUMERIC: NumericControl,
  FILL_IN_BLANKS: FillBlanksControl,
  MATCHING: MatchingControl,
  ORDERING: OrderingControl,
  ESSAY: EssayControl,
  FILE_UPLOAD: MediaControl,
  AUDIO_RECORDING: MediaControl,
  VIDEO_RECORDING: MediaControl,
};

/** The answering control of a question's type (a case's passage has none). */
export function AnswerControl(props: ControlProps) {
  if (props.question.type === 'CASE') return null;
  const Control = CONTROLS[props.question.type];
  return <Control {...props} />;
}
