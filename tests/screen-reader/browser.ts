// The browser Orca reads (tests/screen-reader/session.ts): its command line,
// a throw-away profile, and the window it opens in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { need } from '../../tooling/programs.mjs';
import type { Engine } from './session.ts';

/** Firefox's first-run, telemetry and update prefs, off for a throw-away profile. */
const firefoxPrefs: Readonly<Record<string, boolean | number | string>> = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'startup.homepage_welcome_url': '',
  'startup.homepage_welcome_url.additional': '',
  'browser.aboutwelcome.enabled': false,
  'trailhead.firstrun.didSeeAboutWelcome': true,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.policy.dataSubmissionPolicyBypassNotification': true,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.auto': false,
  'app.normandy.enabled': false,
  'browser.tabs.warnOnClose': false,
  'browser.sessionstore.resume_from_crash': false,
  'browser.toolbars.bookmarks.visibility': 'never',
  'browser.translations.automaticallyPopup': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'extensions.pocket.enabled': false,
  'browser.uitour.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.startup.page': 0,
  'extensions.autoDisableScopes': 15,
  'browser.ml.enable': false,
  'sidebar.revamp': false,
};

/** The browser's own name: its application on the accessibility bus, and in a transcript's header. */
export const browserName: Record<Engine, string> = { firefox: 'Firefox', chromium: 'Chromium' };

/** A browser window's outer size in CSS pixels: the page gets the width less the frame, the height less the toolbars. */
export interface WindowSize {
  readonly width: number;
  readonly height: number;
}

/** The browser's command line and the X window class xdotool finds its window by. */
export function browserCommand(engine: Engine, folder: string, url: string, visit: number, size: WindowSize) {
  if (engine === 'firefox') {
    const profile = join(folder, `firefox-profile-${visit}`);
    mkdirSync(profile);
    writeFileSync(
      join(profile, 'user.js'),
      Object.entries(firefoxPrefs)
        .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
        .join(''),
    );
    return {
      binary: need('firefox'),
      args: ['--no-remote', '--new-instance', '--profile', profile, '--width', String(size.width), '--height', String(size.height), url],
      windowClass: 'firefox',
    };
  }
  return {
    binary: need('chromium'),
    args: [
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      // Chromium builds its accessibility tree only when asked.
      '--force-renderer-accessibility',
      '--ozone-platform=x11',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--password-store=basic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=Translate,MediaRouter',
      `--user-data-dir=${join(folder, `chromium-profile-${visit}`)}`,
      `--window-size=${size.width},${size.height}`,
      '--new-window',
      url,
    ],
    windowClass: 'chromium',
  };
}
