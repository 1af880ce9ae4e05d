import { useState } from 'react';
import type { ReportRange } from '../api/types';

/**
 * A report's page, back to the first whenever the range changes: page 4 of one range means
 * nothing in another. Kept beside the range it belongs to and reset during render, so the new
 * range is never asked for at the old page.
 */
export function useRangePage(range: ReportRange): [number, (page: number) => void] {
  const key = `${range.from}|${range.to}`;
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (next: number) => setState({ key, page: next })];
}
