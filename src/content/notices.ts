export const notices = {
  update: {
    text: 'A new version of PixelLift is ready.',
    accept: 'Reload to update',
    decline: 'Not now',
  },
  /** A line at the end of the footer, not a notice: good news that needs nothing from the visitor. */
  offlineReady: {
    text: 'Ready to read offline: every page of this site is now saved on this device.',
  },
  offline: {
    saved: 'You are offline. Every page of this site remains readable.',
    unsaved: 'You are offline. Pages you have not opened yet may not load until you reconnect.',
  },
} as const;
