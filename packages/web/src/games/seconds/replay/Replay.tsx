/**
 * A finished game's record, step by step: the rules rebuild every position from the seed and the
 * actions (exact by design), seen by the Survivor or by the Zombie player, with a slider, step
 * buttons, autoplay and the log.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsEvent, SecondsView } from '@horde/seconds';
import { ZoomProvider } from '../cards/Zoom.tsx';
import { lastAttack } from '../model/attacks.ts';
import { buildSteps } from '../model/replay.ts';
import { engine } from '../rules.ts';
import { describeAction } from '../text/actions.ts';
import { Alley } from '../table/Alley.tsx';
import { AttackPanel } from '../table/AttackPanel.tsx';
import { Equipped, SurvivorHand, ZombieHand } from '../table/Hand.tsx';
import { Log } from '../table/Log.tsx';
import { SurvivorPanel, ZombiePanel } from '../table/SurvivorPanel.tsx';
import { TopBar } from '../table/TopBar.tsx';
import type { SecondsRecord } from '../types.ts';
import { ReplayControls } from '../../../kit/ReplayControls.tsx';
import { useReplay } from '../../../kit/useReplay.ts';

const NO_FOCUS = { zombies: new Set<string>(), rows: new Set<number>() };
const none = () => undefined;

export function Replay({ record, onLeave }: { record: SecondsRecord; onLeave: () => void }): ReactElement {
  const { t } = useTranslation('seconds');
  const [seat, setSeat] = useState(0);
  const steps = useMemo(() => buildSteps(engine(), record, seat), [record, seat]);
  const replay = useReplay(steps.length, 600);
  const { at } = replay;
  const view: SecondsView = steps[at].view;
  const events: SecondsEvent[] = useMemo(() => steps.slice(1, at + 1).flatMap((s) => s.events), [steps, at]);
  const ctx = useMemo(() => ({ automaton: view.automatonKind }), [view.automatonKind]);

  const step = steps[at];
  const label = step.action ? describeAction(t, steps[Math.max(0, at - 1)].view, step.action) : t('replay.setup');
  return (
    <div className="table seconds-table replay" data-step={at}>
      <ZoomProvider>
        <TopBar view={view}>
          <span className="chip">{t('replay.title')}</span>
          {view.mode === 'two-player' && (
            <label className="chip">
              {t('replay.seenBy')}{' '}
              <select value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
                <option value={0}>{t('names.survivorSide')}</option>
                <option value={1}>{t('names.zombieSide')}</option>
              </select>
            </label>
          )}
          <button type="button" onClick={onLeave}>
            {t('top.leave')}
          </button>
        </TopBar>
        <ReplayControls replay={replay}>
          {t('replay.position', { n: at, total: replay.last, what: label })}
        </ReplayControls>
        <main className="seconds-play">
          <Alley view={view} actionFor={none} focus={NO_FOCUS} />
          <aside className="side">
            <SurvivorPanel view={view} />
            <Equipped view={view} actionFor={none} />
            <SurvivorHand view={view} actionFor={none} />
            <ZombiePanel view={view} />
            <ZombieHand view={view} actionFor={none} />
            <AttackPanel attack={lastAttack(events)} />
            <Log events={events} ctx={ctx} />
          </aside>
        </main>
      </ZoomProvider>
    </div>
  );
}
