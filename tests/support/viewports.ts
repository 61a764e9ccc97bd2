/** The two screens every suite looks at: a phone and a laptop. */
export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

/** The colour schemes every page is checked in. */
export const colorSchemes = ['light', 'dark'] as const;
