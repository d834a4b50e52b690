/**
 * The log's toggle (the top bar's Log button, the L key). Showing the log asked for brings it into view: at a
 * table whose side panel scrolls, a log below the fold shown again would otherwise change nothing visible.
 */
import { useCallback, useState } from 'react';

export function useLogToggle() {
  const [state, setState] = useState({ shown: true, reveal: false });
  const toggle = useCallback(() => setState((s) => ({ shown: !s.shown, reveal: !s.shown })), []);
  return { shown: state.shown, reveal: state.reveal, toggle };
}

export type LogToggle = ReturnType<typeof useLogToggle>;
