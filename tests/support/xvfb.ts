import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { need } from '../../tooling/programs.mjs';

/** Waits until a child process writes a line to the given stream, and returns it. */
export async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  for await (const line of createInterface({ input: stream })) return line;
  throw new Error('the process ended before it said where it listens');
}

export const xvfbScreen = { width: 1280, height: 1024 } as const;

/**
 * An Xvfb of the caller's own on the first free display (the engine journeys'
 * MiniBrowser, the screen reader's desktop). Resolves with its DISPLAY once it
 * accepts connections.
 */
export async function startXvfb(): Promise<{ readonly display: string; stop(): void }> {
  const xvfb = need('xvfb');
  // -displayfd: Xvfb picks a free display and writes its number once it accepts connections.
  const server = spawn(xvfb, ['-displayfd', '3', '-screen', '0', `${xvfbScreen.width}x${xvfbScreen.height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const fd = server.stdio[3];
  if (!(fd instanceof Readable)) throw new Error('Xvfb gave no display pipe');
  const number = (await firstLine(fd)).trim();
  return { display: `:${number}`, stop: () => server.kill() };
}
