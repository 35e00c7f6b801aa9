// The club's look: a deep roof-window blue with a warm amber accent, light surfaces and high contrast text.
// System fonts only (issue 10): no font file to download before text can show.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f1fa',
  '#d0e1f2',
  '#a1c2e5',
  '#6e9fd6',
  '#4582c9',
  '#2c6fc0',
  '#1d63b8',
  '#0f4f95',
  '#0b3d6b',
  '#062c52',
];
const amber: MantineColorsTuple = [
  '#fff7e1',
  '#ffeecc',
  '#fedb9b',
  '#fec764',
  '#fdb638',
  '#fdab1b',
  '#f2a516',
  '#e09200',
  '#b97500',
  '#9a6000',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, amber },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  black: '#14202b',
  cursorType: 'pointer',
  // People who ask their system for less motion get menus and drawers without animation (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Paper: { defaultProps: { withBorder: true } },
  },
});
