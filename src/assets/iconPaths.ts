/** 24×24 stroke icons, drawn for this site. Always decorative: the text next to them carries the meaning. */
export const iconPaths = {
  sparkles: ['M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z', 'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z'],
  layers: ['M12 3l9 5-9 5-9-5z', 'M3 13l9 5 9-5', 'M3 17.5l9 5 9-5'],
  bolt: ['M13 2L4 14h7l-1 8 9-12h-7z'],
  shield: ['M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  star: ['M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.8-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z'],
  mail: ['M3.5 6h17v12h-17z', 'M3.5 6.5l8.5 6.5 8.5-6.5'],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3.5 2'],
  card: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4'],
  tag: ['M3.5 3.5h7.7l9.3 9.3-7.7 7.7-9.3-9.3z', 'M9.5 8a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z'],
  document: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6', 'M9 16h6'],
  badge: [
    'M12 3l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.8 1 2.9-2.4 1.7-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9-2.4-1.7 1-2.9-1-2.8 2.4-1.8.9-2.9 3 .2z',
    'M8.8 12.2l2.2 2.2 4.3-4.4',
  ],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  /** A magnifier over a pixel grid: look at full size. */
  inspect: ['M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M15.5 15.5L21 21', 'M7.5 10.5h6', 'M10.5 7.5v6'],
} satisfies Record<string, readonly string[]>;

/** The icons this component can draw; content names them by these keys. */
export type IconName = keyof typeof iconPaths;
