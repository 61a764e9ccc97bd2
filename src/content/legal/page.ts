import type { LegalPageCopy } from './types';

export const legalPageCopy: LegalPageCopy = {
  eyebrow: 'Legal',
  contentsTitle: 'Contents',
  lastUpdated: 'Last updated:',
};
