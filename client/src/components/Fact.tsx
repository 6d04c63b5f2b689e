import type { ReactNode } from 'react';

/**
 * One term and its value in a description list (<dl>): a stay's dates, a total, a profile
 * detail. The wrapping <div> is what the lists' CSS lays out as a row.
 */
export function Fact({ label, className, testId, children }: { label: ReactNode; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
