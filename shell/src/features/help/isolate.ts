/**
 * Text of unknown direction put inside a sentence (a name, an email, a
 * search): wrapped in Unicode isolates, so a Latin name in an Arabic
 * sentence, or the reverse, does not reorder the words around it.
 */
export function isolate(text: string | number): string {
  return `\u2068${text}\u2069`;
}
