/**
 * The mission studio (#/studio): draw a mission of either Zombicide on its tiles, see each problem of the live checks
 * on the map, save and open its file, play it on the table at once, and simulate it. The mission is one document
 * (model/), changed only by commands, so every change can be undone.
 */
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { FileBar } from './FileBar.tsx';
import { MissionForm } from './MissionForm.tsx';
import { checkMission } from './model/check.ts';
import type { Command } from './model/commands.ts';
import { perform, redo, startHistory, undo, type History } from './model/history.ts';
import { boardOf } from './model/library.ts';
import { emptyMission, type MissionDoc, type StudioGame } from './model/mission.ts';
import { missionToYaml } from './model/yaml.ts';
import { PlayPanel } from './PlayPanel.tsx';
import { Problems } from './Problems.tsx';
import { loadSession, saveSession } from './session.ts';
import { SimulatePanel } from './simulate/SimulatePanel.tsx';
import { StudioBoard } from './StudioBoard.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { doorCommand, TOOLS, zoneClick, type Tool } from './tools.ts';
import { useStudioKeys } from './useStudioKeys.ts';
import './studio.css';

type Tab = 'problems' | 'mission' | 'simulate';

export default function Studio({ onLeave }: { onLeave: () => void }): ReactElement {
  const { t } = useTranslation();
  const [start] = useState(() => loadSession());
  const [game, setGame] = useState<StudioGame>(start?.game ?? 'uoa');
  const [history, setHistory] = useState<History>(() => startHistory(start?.doc ?? emptyMission('uoa')));
  const [original, setOriginal] = useState<string | undefined>(start?.original);
  const [tool, setTool] = useState<Tool>(TOOLS.tiles);
  const [paletteTile, setPaletteTile] = useState<string | null>(null);
  const [selectedTile, setSelectedTile] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('problems');
  const [playing, setPlaying] = useState(false);
  const doc = history.doc;

  useEffect(() => saveSession({ game, doc, original }), [game, doc, original]);

  const run = useCallback((command: Command | null) => {
    if (command) setHistory((h) => perform(h, command));
  }, []);
  const geo = useMemo(() => boardOf(game, doc.tiles), [game, doc.tiles]);
  const problems = useMemo(() => checkMission(game, doc, original), [game, doc, original]);
  const yaml = useMemo(() => missionToYaml(doc, original), [doc, original]);
  // A problem picked in the list is ringed on the map until the mission changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ring goes with any change of the mission
  useEffect(() => setFocused(null), [doc]);

  /**
   * Another mission altogether (a new one, a file, a shipped one): undoable like any edit within a game; a mission of
   * the other game starts a new history (the steps back would be drawn with the wrong tiles).
   */
  const open = useCallback(
    (next: { game: StudioGame; doc: MissionDoc; original?: string }) => {
      setOriginal(next.original);
      setSelectedTile(null);
      if (next.game !== game) {
        setGame(next.game);
        setTool(TOOLS.tiles);
        setHistory(startHistory(next.doc));
      } else run({ kind: 'replace', doc: next.doc });
    },
    [run, game],
  );

  useStudioKeys({
    doc,
    selectedTile,
    enabled: !playing,
    run,
    onUndo: () => setHistory(undo),
    onRedo: () => setHistory(redo),
    onDeselect: () => setSelectedTile(null),
  });

  const placeTile = (tile: string | null, col: number, row: number) => {
    const chosen = tile ?? paletteTile;
    if (!chosen) return;
    run({ kind: 'placeTile', tile: chosen, col, row });
    setSelectedTile(doc.tiles.length);
  };

  /** A zone clicked on the map, or typed in the zone field: the tool's command, and the tool as it is after. */
  const onZone = (zone: string) => {
    const click = zoneClick(tool, doc, zone);
    run(click.command);
    if (click.tool) setTool(click.tool);
  };

  /** A problem picked in the list: ringed on the map; a tile's is selected. */
  const pick = (i: number) => {
    setFocused(i);
    const place = problems[i]?.at?.[0];
    if (place && 'tile' in place) {
      setTool(TOOLS.tiles);
      setSelectedTile(place.tile);
    }
  };

  if (playing) return <PlayPanel game={game} doc={doc} onBack={() => setPlaying(false)} />;

  return (
    <div className="studio">
      <header className="studio-head">
        <button type="button" className="studio-leave" onClick={onLeave} title={t('studio.leave')}>
          <span aria-hidden="true">←</span>
          <span className="sr-only">{t('studio.leave')}</span>
        </button>
        <h1>{t('studio.title')}</h1>
        <fieldset className="studio-game">
          <legend className="sr-only">{t('studio.game.label')}</legend>
          {(['uoa', 'classic'] as const).map((g) => (
            <label key={g}>
              <input
                type="radio"
                name="studio-game"
                checked={game === g}
                onChange={() => open({ game: g, doc: emptyMission(g) })}
              />
              {t(`studio.game.${g}`)}
            </label>
          ))}
        </fieldset>
        <FileBar
          game={game}
          doc={doc}
          yaml={yaml}
          canUndo={history.done.length > 0}
          canRedo={history.undone.length > 0}
          onOpen={open}
          onUndo={() => setHistory(undo)}
          onRedo={() => setHistory(redo)}
        />
        <button
          type="button"
          className="primary"
          onClick={() => setPlaying(true)}
          disabled={problems.length > 0}
          title={problems.length > 0 ? t('studio.play.fixFirst') : undefined}
        >
          {t('studio.play.button')}
        </button>
        <LanguageSwitch />
      </header>
      <p className="studio-status" role="status">
        {problems.length === 0 ? t('studio.status.ok') : t('studio.status.problems', { count: problems.length })}
      </p>
      <div className="studio-body">
        <ToolPanel
          game={game}
          doc={doc}
          geo={geo}
          tool={tool}
          paletteTile={paletteTile}
          selectedTile={selectedTile}
          onTool={setTool}
          onPaletteTile={setPaletteTile}
          onZone={onZone}
          run={run}
        />
        <main className="studio-map">
          <StudioBoard
            doc={doc}
            geo={geo}
            tool={tool}
            selectedTile={selectedTile}
            problems={problems}
            focused={focused}
            onZone={onZone}
            onDoor={(door) => run(doorCommand(tool, doc, door))}
            onSelectTile={setSelectedTile}
            onMoveTile={(index, col, row) => run({ kind: 'moveTile', index, col, row })}
            onDropTile={placeTile}
          />
        </main>
        <aside className="studio-side">
          <div className="studio-tabs" role="tablist">
            {(['problems', 'mission', 'simulate'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                aria-selected={tab === k}
                className={tab === k ? 'active' : ''}
                onClick={() => setTab(k)}
              >
                {k === 'problems' ? t('studio.tabs.problems', { count: problems.length }) : t(`studio.tabs.${k}`)}
              </button>
            ))}
          </div>
          <div className="studio-tab" role="tabpanel">
            {tab === 'problems' && <Problems problems={problems} focused={focused} onPick={pick} />}
            {tab === 'mission' && <MissionForm game={game} doc={doc} run={run} />}
            {/* A report of the other game's mission is no version to compare with: the panel starts afresh. */}
            {tab === 'simulate' && <SimulatePanel key={game} game={game} missionYaml={yaml} />}
          </div>
        </aside>
      </div>
    </div>
  );
}
