/** The first screen: mission, survivors and seats, play mode and options; saved games to resume. */
import { useEffect, useState, type ReactElement } from 'react';
import { content, missions } from '../data.ts';
import type { CreatedGame, SavedGame, TableService } from '../conn/types.ts';
import { MissionPicker } from './MissionPicker.tsx';
import { SavedGames } from './SavedGames.tsx';
import { SurvivorPicker, type Pick } from './SurvivorPicker.tsx';

export interface NewGameProps {
  service: TableService;
  onStarted: (game: CreatedGame, mode: 'hotseat' | 'invite') => void;
  onResume: (id: string) => void;
  onReplay: (id: string) => void;
}

export function NewGame({ service, onStarted, onResume, onReplay }: NewGameProps): ReactElement {
  const [missionId, setMissionId] = useState(missions[0]?.id ?? '');
  const [picks, setPicks] = useState<Pick[]>([]);
  const [mode, setMode] = useState<'hotseat' | 'invite'>('hotseat');
  const [ultrared, setUltrared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SavedGame[]>([]);
  const mission = missions.find((m) => m.id === missionId) ?? missions[0];

  useEffect(() => {
    service.saved().then(setSaved, () => setSaved([]));
  }, [service]);

  if (!mission) return <p role="alert">No mission is installed.</p>;
  const seats = new Set(picks.map((p) => p.player));
  const start = async () => {
    setError(null);
    if (picks.length === 0) {
      setError('Choose at least one survivor.');
      return;
    }
    // Seats are renumbered densely (1, 3 -> 1, 2) so no seat is left empty.
    const order = [...seats].sort((a, b) => a - b);
    const survivors = picks.map((p) => ({ ...p, player: order.indexOf(p.player) }));
    setBusy(true);
    try {
      const game = await service.create({
        config: { mission: mission.id, survivors, players: order.length, ...(ultrared ? { ultrared: true } : {}) },
        mode,
        ultrared,
      });
      onStarted(game, mode);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="newgame">
      <header className="newgame-head">
        <h1>
          <span className="brand">Horde</span> · Zombicide: Undead or Alive
        </h1>
        <p>A digital table: pick a mission and your posse; the table does the bookkeeping and the zombies.</p>
      </header>
      <SavedGames
        games={saved}
        onResume={onResume}
        onReplay={onReplay}
        onForget={
          'forget' in service
            ? (id) => {
                (service as unknown as { forget(id: string): void }).forget(id);
                setSaved((s) => s.filter((g) => g.gameId !== id));
              }
            : undefined
        }
      />
      <MissionPicker missions={missions} chosen={mission} onChoose={setMissionId} />
      <SurvivorPicker
        survivors={content.survivors}
        forbidden={mission.forbiddenClasses}
        picks={picks}
        onChange={setPicks}
      />
      <section className="mode" aria-labelledby="mode-h">
        <h2 id="mode-h">3. Players</h2>
        <label>
          <input type="radio" name="mode" checked={mode === 'hotseat'} onChange={() => setMode('hotseat')} /> Hot-seat:
          everyone on this screen
        </label>
        <label title={service.kind === 'local' ? 'Invite links need the game server (npm start)' : undefined}>
          <input
            type="radio"
            name="mode"
            checked={mode === 'invite'}
            disabled={service.kind === 'local'}
            onChange={() => setMode('invite')}
          />{' '}
          Invite links: one link per seat ({seats.size || 1} seat{seats.size === 1 ? '' : 's'})
          {service.kind === 'local' && <small> — needs the game server</small>}
        </label>
        <label title="At Red, the adrenaline tracker goes back to 0 and survivors keep gaining skills (rules option)">
          <input type="checkbox" checked={ultrared} onChange={(e) => setUltrared(e.target.checked)} /> Ultrared mode{' '}
          <small>(adrenaline goes on past Red)</small>
        </label>
      </section>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="start-row">
        <button type="button" className="primary big" onClick={start} disabled={busy || picks.length === 0}>
          {busy
            ? 'Setting up…'
            : `Start ${mission.id} with ${picks.length || 'no'} survivor${picks.length === 1 ? '' : 's'}`}
        </button>
        <span className="table-kind">
          {service.kind === 'server' ? 'Connected to the game server' : 'Playing in this browser (no server)'}
        </span>
      </div>
    </div>
  );
}
