import { business } from '../config/business.ts';
import type { Statistic } from './types.ts';

export const statistics: readonly Statistic[] = [
  { value: '50,000+', label: 'Happy users' },
  { value: '2M+', label: 'Images enhanced' },
  { value: '300%', label: 'Quality improvement' },
  { value: `<${business.typicalProcessingSeconds}s`, label: 'Processing speed' },
];
