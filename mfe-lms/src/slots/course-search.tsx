import { addNamespace } from '@halaqa/i18n';
import { CourseSearchBox } from '../features/course-search/CourseSearchBox';
import en from '../i18n/course-search.en.json';
import ar from '../i18n/course-search.ar.json';

// The filler renders in the shell's app bar before (or without) mfe-lms's
// app: it brings its own texts. It loads when someone heads for the host's
// stand-in, so this chunk may carry the whole combobox.
addNamespace('mfe-lms', { en, ar });

/** The filler of app-bar.search@1. */
export default CourseSearchBox;
