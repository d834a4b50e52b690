/**
 * PLACEHOLDER until the simulate branch is merged (the lead takes that branch's file): the studio renders
 * `<SimulatePanel game missionYaml />` in its Simulate tab.
 */
import type { ReactElement } from 'react';

export function SimulatePanel(_props: { game: 'uoa' | 'classic'; missionYaml: string }): ReactElement {
  return <p className="hint">…</p>;
}
