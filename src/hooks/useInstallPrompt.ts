import { useSyncExternalStore } from 'react';
import { isStandalone, standaloneQuery } from './useStandalone.ts';

/** Chromium's offer to install the site (not in lib.dom: only Chromium browsers fire it). */
interface BeforeInstallPromptEvent extends Event {
  readonly platforms: readonly string[];
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed'; readonly platform: string }>;
  prompt(): Promise<unknown>;
}

declare global {
  interface Window {
    /** Set by public/boot.js: an offer that came before the app started. */
    pixelliftInstallPrompt?: BeforeInstallPromptEvent;
  }
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
}

/** The offer still unused, if any. A prompted offer is spent: the browser shows its dialog once per event. */
let offer: BeforeInstallPromptEvent | null = null;
let prompted: BeforeInstallPromptEvent | null = null;
let installed = false;
let listening = false;
const subscribers = new Set<() => void>();

const notify = () => subscribers.forEach((subscriber) => subscriber());

/** Listens from the first subscriber on, in the browser only; boot.js kept any offer that came earlier. */
function listen() {
  if (listening) return;
  listening = true;
  offer = window.pixelliftInstallPrompt ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    notify();
  });
  window.matchMedia(standaloneQuery).addEventListener('change', notify);
}

function subscribe(onChange: () => void) {
  listen();
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}

/** The offer the button can use: none once installed, in the installed app itself, or before the browser makes one. */
function usableOffer(): BeforeInstallPromptEvent | null {
  // React reads the snapshot before it subscribes: take boot.js's offer from the first read.
  listen();
  if (installed || isStandalone()) return null;
  return offer;
}

/** Shows the browser's install dialog for the offer, once; the offer is spent whatever the visitor chooses. */
async function promptInstall(event: BeforeInstallPromptEvent): Promise<void> {
  if (prompted === event) return;
  prompted = event;
  try {
    await event.prompt();
    await event.userChoice;
  } catch {
    // The browser refused to show its dialog (it already did for this event): the offer is spent all the same.
  } finally {
    // Accepted: `appinstalled` follows. Dismissed: the browser may offer again later, with a new event.
    if (offer === event) offer = null;
    notify();
  }
}

/**
 * A function that opens the browser's install dialog, where the browser has
 * offered installation (Chromium's `beforeinstallprompt`); null everywhere
 * else: while prerendering and hydrating, in browsers that never offer
 * (Safari, Firefox), in the installed app, and once the offer is spent.
 */
export function useInstallPrompt(): (() => void) | null {
  const event = useSyncExternalStore(subscribe, usableOffer, () => null);
  return event ? () => void promptInstall(event) : null;
}
