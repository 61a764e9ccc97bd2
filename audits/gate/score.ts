// A performance score for figures other than the ones Lighthouse scored
// (the gate's blocking time, the best of several runs), computed by
// Lighthouse's own scoring functions, never a copy of them.
import { Audit, type RunnerResult } from 'lighthouse';
import { categoryScore, roundedAuditScore } from './lighthouseInsides.ts';
import type { TimedMetric } from './measure.ts';

/**
 * The performance score of the given metrics, by Lighthouse's own
 * functions: each metric audit's log-normal curve with the control points
 * the run reported for its preset, rounded as Lighthouse rounds an audit's
 * score, then the category's weighted mean.
 */
export function performanceScore(lhr: RunnerResult['lhr'], metrics: Record<TimedMetric, number>, cls: number): number {
  const category = lhr.categories.performance;
  if (!category) throw new Error('the run has no performance category');
  const values: Record<string, number> = { ...metrics, 'cumulative-layout-shift': cls };
  const audits = Object.fromEntries(
    category.auditRefs.map((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit) throw new Error(`the run has no ${ref.id} audit`);
      const value = values[ref.id];
      if (value === undefined || ref.weight === 0) return [ref.id, audit];
      if (!audit.scoringOptions) throw new Error(`${ref.id} carries no scoring options`);
      const score = roundedAuditScore(Audit.computeLogNormalScore(audit.scoringOptions, value), ref.id);
      return [ref.id, { ...audit, numericValue: value, score }];
    }),
  );
  return categoryScore(category, audits);
}
