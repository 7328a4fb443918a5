import { createTheme, DEFAULT_THEME, Loader, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const [blue0, blue1, blue2, blue3, blue4, blue5, blue6, , blue8, blue9] = DEFAULT_THEME.colors.blue;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  // Mantine's blue 7 carries white text at 4.2:1; a touch darker reaches WCAG AA's 4.5:1 (panels in blue 7 with white text).
  colors: { blue: [blue0, blue1, blue2, blue3, blue4, blue5, blue6, '#1a77cc', blue8, blue9] satisfies MantineColorsTuple },
  // Modals, drawers and menus appear without sliding for people who asked their system for less motion.
  respectReducedMotion: true,
  components: {
    // A spinner is a span: its aria-label ("Loading") counts only with a role, and a status is announced politely.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/**
 * Colours that WCAG AA (4.5:1) asks for and Mantine's defaults miss: muted text (gray 6 reads at
 * 3.3:1 on white; this gray holds 4.5:1 on white and on the light gray, blue and yellow backgrounds
 * the site puts it on), a light button under the pointer (blue 9 on blue 2 is 4.0:1), and a field's
 * error and its message (red 6 reads at 3.3:1 on white; red 9 at 5.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-blue-light-hover': '#bfe3ff', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
