// Slot hosts (`<Slot>`, `<SlotFiller>`): a separate entry, `@halaqa/mfe-runtime/slots`,
// so pages that host slots load it with their own code, not the shell's first load.
export { Slot, SlotFiller, type SlotProps, type SlotFillerProps } from './site/Slot';
