/**
 * The Simulate panel alone on a page, with a shipped mission (M0, or Classic's C0 with `?game=classic`): what the
 * browser test and the documentation's screenshot open (`#/studio-sim-test`) until the studio's page hosts it.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import c0 from '../../../../content/missions/classic/C0.yaml?raw';
import m0 from '../../../../content/missions/M0.yaml?raw';
import { SimulatePanel } from './SimulatePanel.tsx';

export function mountSimulateTest(root: Root, hash: string): void {
  const game = new URLSearchParams(hash.split('?')[1] ?? '').get('game') === 'classic' ? 'classic' : 'uoa';
  root.render(
    <StrictMode>
      <main className="studio-sim-test">
        <SimulatePanel game={game} missionYaml={game === 'classic' ? c0 : m0} />
      </main>
    </StrictMode>,
  );
}
