/** The default souvenir option of the participant form (spec §9: t-shirt size 110). */
export const DEFAULT_SOUVENIR_OPTION = '110';

/** The options of a ticket's comma-separated `choiceOption` (spec §3), trimmed, empties dropped. */
export function souvenirOptions(choiceOption: string | null | undefined): string[] {
  return (choiceOption ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

/** The option preselected when a course is chosen: 110 when offered, else the first, else ''. */
export function defaultSouvenirOption(options: string[]): string {
  return options.includes(DEFAULT_SOUVENIR_OPTION) ? DEFAULT_SOUVENIR_OPTION : (options[0] ?? '');
}
