import { TERM_SLUGS, type Language, type Terminology } from '@halaqa/contracts';

/**
 * i18next variables for the organization's words: `course` and `courses`,
 * `student` and `students`, and so on. Texts write `{{courses}}` and get the
 * organization's word ("Programs" in an organization that renamed it).
 */
export function termVariables(terminology: Terminology, language: Language): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const slug of TERM_SLUGS) {
    const word = terminology[slug]?.[language];
    if (!word) continue;
    variables[slug] = word.singular;
    variables[`${slug}s`] = word.plural;
  }
  return variables;
}
