/**
 * The first line of an error's message, at most 300 characters: how a report names why a try failed
 * (the second tries tests/run.mjs lists, from Vitest's reporter in secondTries.ts and Playwright's JSON).
 * @param {string} message
 * @returns {string}
 */
export const errorHeadline = (message) => (message.split('\n')[0] ?? '').slice(0, 300);
