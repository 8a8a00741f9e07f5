// Colours are chosen for WCAG AA (most AAA) contrast: many readers are older church staff on old phones.
export const theme = {
  colour: {
    ink: '#14203a',
    inkMuted: '#3f4a60',
    paper: '#ffffff',
    paperAlt: '#f5f3ee',
    line: '#d5d9e2',
    primary: '#1d3a8a',
    primaryHover: '#162e6e',
    onPrimary: '#ffffff',
    secondary: '#e7ebf3',
    secondaryHover: '#d6dded',
    success: '#17663a',
    successHover: '#11512d',
    accent: '#f1c24b',
    accentHover: '#e4b02c',
    onAccent: '#14203a',
    danger: '#a4161a',
    night: '#0f1b3d',
    nightSoft: '#1b2b57',
    onNight: '#ffffff',
    onNightMuted: '#d3dbef',
    focus: '#f1c24b',
    focusInk: '#1d3a8a',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number): string => `${n * 0.25}rem`,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  breakpoint: { mobileMax: '767.98px', desktopMin: '768px' },
  width: { content: '72rem', text: '44rem' },
} as const;

export type Theme = typeof theme;

/** Media queries for the mobile/desktop swap (spec: mobile is below 768 px). */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobileMax})`,
  desktop: `@media (min-width: ${theme.breakpoint.desktopMin})`,
} as const;
