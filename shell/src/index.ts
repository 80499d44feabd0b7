import { FIRST_SCREEN } from '@halaqa/contracts/src/site-start';

// Where the server wrote the page's first screen, it is painted before the
// app's code runs (its own small chunk: other pages never load it). The async
// boundary lets Module Federation negotiate the shared singletons before any
// of them is imported.
const written = document.getElementById(FIRST_SCREEN.elementId) !== null;
void (written ? import('./app/first-screen-paint').then(({ firstScreenPainted }) => firstScreenPainted(document)) : Promise.resolve())
  .then(() => import('./bootstrap'));
