/** The hero's height, the same for the slider, its skeleton and its empty state (no layout shift). */
export const heroHeight = 300;
