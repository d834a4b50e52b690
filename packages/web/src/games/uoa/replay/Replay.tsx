/**
 * Replay of a recorded game, move by move: the engine rebuilds every position from the seed and the action
 * list (exact by design), with the kit's controls (slider, step buttons, autoplay) and the log; I says what
 * stands in the focused zone, as at the table.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { UoaRecord } from '../types.ts';
import { engine } from '../rules.ts';
import { geometryOf, missionById } from '../data.ts';
import { Board } from '../board/Board.tsx';
import { describeAction } from '../model/actions.ts';
import { namer } from '../text/names.ts';
import { Log } from '../table/Log.tsx';
import { TopBar } from '../table/TopBar.tsx';
import { SurvivorTabs } from '../table/SurvivorTabs.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { useBoardText } from '../board/useBoardText.ts';
import { zoneContents, zoneReport } from '../board/zone-contents.ts';
import { ReplayControls } from '../../../kit/ReplayControls.tsx';
import { useReplay } from '../../../kit/useReplay.ts';
import { buildSteps } from './steps.ts';

const NO_MARKS = new Map();

export function Replay({ record, onLeave }: { record: UoaRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  const steps = useMemo(() => buildSteps(record, engine()), [record]);
  const [sel, setSel] = useState<number | null>(0);
  // What the I key said last, and at which move (another move shown makes it stale).
  const [said, setSaid] = useState<{ text: string; n: number; at: number } | null>(null);
  const replay = useReplay(steps.length, 500, (e) => {
    if (e.key.toLowerCase() === 'i') inspect();
    else if (e.key === 'Escape') setSaid(null);
    else return false;
    return true;
  });
  const { at } = replay;
  const view = steps[at].view;
  const mission = missionById(view.mission);
  const geo = useMemo(() => geometryOf(mission, view.board), [mission, view.board]);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]), [mission, geo]);
  const language = i18n.language;
  // The names are said in the language: a new language makes new ones.
  const names = useMemo(() => namer(view, geo), [view, geo, language]);
  const boardText = useBoardText();
  // Each zone in words on the map, said in the language.
  const zoneInfo = useMemo(() => {
    const cache = new Map<number, string>();
    return (zone: number) => cache.get(zone) ?? cache.set(zone, zoneContents(view, geo, zone, exits)).get(zone)!;
  }, [view, geo, exits, language]);
  const inspect = () => {
    const label = (document.activeElement?.closest?.('.zone-hit') as HTMLElement | null)?.dataset.zone;
    const mine = sel !== null ? view.survivors[sel] : undefined;
    const zone =
      label !== undefined ? geo.byLabel[label] : mine && !mine.exited && !mine.eliminated ? mine.zone : undefined;
    const text = zone === undefined ? t('a11y.inspectNone') : zoneReport(view, geo, zone, exits);
    setSaid((z) => ({ text, n: (z?.n ?? 0) + 1, at }));
  };
  const events = useMemo(() => steps.slice(1, at + 1).flatMap((s) => s.events), [steps, at]);
  const prevView = steps[Math.max(0, at - 1)].view;
  const action = at > 0 ? record.actions[at - 1] : null;
  return (
    <div className="table replay" data-step={at}>
      <TopBar view={view} seat={null}>
        <span className="chip">{t('replay.chip')}</span>
        <button type="button" onClick={onLeave}>
          {t('top.leave')}
        </button>
      </TopBar>
      <main className="play">
        <div className="board-area">
          <Board
            view={view}
            geo={geo}
            exits={exits}
            selected={sel}
            actors={[]}
            marks={NO_MARKS}
            onSurvivor={setSel}
            text={boardText}
            zoneInfo={zoneInfo}
          />
          <div className="zone-info" role="status" aria-label={t('a11y.zoneInfo')}>
            {said && said.at === at && <p key={said.n}>{said.text}</p>}
          </div>
          <ReplayControls replay={replay}>
            {action
              ? t('replay.position', {
                  step: at,
                  total: replay.last,
                  action: describeAction(prevView, geo, namer(prevView, geo), action).label,
                })
              : t('replay.setup', { step: at, total: replay.last })}
          </ReplayControls>
        </div>
        <aside className="side">
          <SurvivorTabs view={view} selected={sel} actors={[]} onSelect={setSel} />
          {sel !== null && view.survivors[sel] && <Dashboard view={view} s={sel} legal={[]} />}
          <Log events={events} names={names} />
        </aside>
      </main>
    </div>
  );
}
