/**
 * The accessible name of a header button that shows a value rather than its purpose (a balance, a
 * name, a city): the visible text first, so that voice control finds the button by what it shows
 * (WCAG 2.5.3, Label in Name), then what the button is for.
 */
export const labelInName = (visible: string, purpose: string) => `${visible}. ${purpose}`;
