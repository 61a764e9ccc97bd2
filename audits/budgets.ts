import budgets from './budgets.json' with { type: 'json' };

export type Budgets = typeof budgets;
export { budgets };
