import { displayFont, fontStack, textFont } from './fonts';

/** One step of the type scale: a major third (1.25) from the 1.125rem body size. */
const step = (n: number): string => `${(1.125 * 1.25 ** n).toFixed(4).replace(/\.?0+$/, '')}rem`;

// Colours are chosen for WCAG AA (most AAA) contrast: many readers are older church staff on old phones.
export const theme = {
  colour: {
    ink: '#14203a',
    inkMuted: '#3f4a60',
    paper: '#ffffff',
    paperAlt: '#f6f4ef',
    line: '#dcdfe6',
    lineStrong: '#6b7488',
    primary: '#1d3a8a',
    primaryHover: '#162e6e',
    primarySoft: '#e8edf8',
    onPrimary: '#ffffff',
    secondary: '#e7ebf3',
    secondaryHover: '#d6dded',
    success: '#17663a',
    successHover: '#11512d',
    successSoft: '#e6f3ea',
    accent: '#f1c24b',
    accentHover: '#e4b02c',
    onAccent: '#14203a',
    danger: '#a4161a',
    dangerSoft: '#fbeaea',
    night: '#0f1b3d',
    nightSoft: '#1b2b57',
    onNight: '#ffffff',
    onNightMuted: '#d3dbef',
    focus: '#f1c24b',
    focusInk: '#1d3a8a',
  },
  radius: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
  space: (n: number): string => `${n * 0.25}rem`,
  font: {
    body: fontStack(textFont),
    heading: fontStack(displayFont),
  },
  /** Modular scale (ratio 1.25); fluid sizes clamp between two steps. */
  text: {
    small: step(-1),
    body: step(0),
    lead: `clamp(${step(0)}, 1rem + 0.5vw, ${step(1)})`,
    h3: step(1),
    h2: `clamp(${step(2)}, 1.2rem + 2.2vw, ${step(4)})`,
    h1: `clamp(${step(3)}, 1.3rem + 3.6vw, ${step(6)})`,
    price: step(5),
  },
  breakpoint: { mobileMax: '767.98px', desktopMin: '768px', wideMin: '1024px' },
  width: { content: '76rem', text: '40rem', gutter: 'clamp(1.25rem, 4vw, 2.5rem)' },
  shadow: {
    card: '0 1px 2px rgba(15, 27, 61, 0.06), 0 8px 24px rgba(15, 27, 61, 0.06)',
    raised: '0 2px 4px rgba(15, 27, 61, 0.08), 0 24px 48px rgba(15, 27, 61, 0.14)',
  },
} as const;

export type Theme = typeof theme;

/** Media queries for the mobile/desktop swap (spec: mobile is below 768 px). */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobileMax})`,
  desktop: `@media (min-width: ${theme.breakpoint.desktopMin})`,
  wide: `@media (min-width: ${theme.breakpoint.wideMin})`,
} as const;
