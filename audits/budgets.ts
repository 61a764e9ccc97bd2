import budgets from './budgets.json' with { type: 'json' };

export type Preset = 'mobile' | 'desktop';
export const presets: readonly Preset[] = ['mobile', 'desktop'];
export type Budgets = typeof budgets;
export { budgets };
