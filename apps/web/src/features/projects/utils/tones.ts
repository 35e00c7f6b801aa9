// Text colours for badges and messages on their light tinted backgrounds that keep 4.5:1 (WCAG AA): Mantine's own
// shade 9 of green and yellow is too light on the matching light background.
export const toneText = {
  brand: 'var(--mantine-color-brand-9)',
  green: '#1e6b34',
  yellow: 'var(--mantine-color-amber-9)',
  red: 'var(--mantine-color-red-9)',
  gray: 'var(--mantine-color-gray-8)',
} as const;
export type Tone = keyof typeof toneText;

/** Alert styles whose title keeps 4.5:1 on the alert's light background. */
export const alertText = (tone: Tone) => ({ title: { color: toneText[tone] }, label: { color: toneText[tone] } });
