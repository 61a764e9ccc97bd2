import type { LegalPageCopy } from './types.ts';

export const legalPageCopy: LegalPageCopy = {
  eyebrow: 'Legal',
  contentsTitle: 'Contents',
  lastUpdated: 'Last updated:',
  printSource: 'The current version of this document is published at',
};
