/**
 * A new game of the chosen game: the game's own setup (from its table, loaded now), the play
 * mode, the house-rule switches drawn from its config schema, and Start.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogGame, CreatedGame, PlayMode, TableService } from '../conn/types.ts';
import { errorText } from '../errors.ts';
import type { SetupDraft } from '../table-module.ts';
import { useTableModule } from '../useTableModule.ts';
import { OptionSwitches } from './OptionSwitches.tsx';
import { PlayModeChoice } from './PlayModeChoice.tsx';
import { defaultBots, SeatPlayers } from './SeatPlayers.tsx';
import { configSwitches, switchConfig, switchesApplying } from './switches.ts';

export function NewGameForm({
  service,
  game,
  onStarted,
}: {
  service: TableService;
  game: CatalogGame;
  onStarted: (game: CreatedGame, mode: PlayMode) => void;
}): ReactElement {
  const { t } = useTranslation();
  const table = useTableModule(game.id);
  const switches = useMemo(() => configSwitches(game.configSchema), [game.configSchema]);
  const [draft, setDraft] = useState<SetupDraft | null>(null);
  const [mode, setMode] = useState<PlayMode>('hotseat');
  const [options, setOptions] = useState<Record<string, boolean>>({});
  const seats = draft?.seats ?? 1;
  const [chosenBots, setBots] = useState<(string | null)[] | null>(null);
  // The bots follow the number of seats the game's setup has chosen; a choice is kept while it fits.
  const bots =
    chosenBots?.length === seats
      ? chosenBots
      : defaultBots(game.bots ?? [], seats, game.meta.cooperative, game.meta.roles);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (table.error)
    return (
      <p className="error" role="alert">
        {errorText(t, table.error)}
      </p>
    );
  if (!table.module)
    return (
      <p className="loading-table" role="status">
        {t('lobby.loadingTable', { game: game.name })}
      </p>
    );
  const { Setup } = table.module;
  const applying = switchesApplying(switches, table.module.switchRules, options, {
    seats,
    setup: draft?.config ?? {},
  });
  const start = async () => {
    if (!draft?.ready) return;
    setError(null);
    setBusy(true);
    try {
      const created = await service.create({
        game: game.id,
        entry: draft.entry,
        config: { ...draft.config, ...switchConfig(switches, options, applying) },
        mode,
        label: draft.label,
        ...(bots.some((b) => b) ? { bots } : {}),
      });
      onStarted(created, mode);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Setup game={game} onChange={setDraft} />
      <SeatPlayers game={game.id} bots={game.bots ?? []} value={bots} onChange={setBots} />
      <PlayModeChoice
        mode={mode}
        seats={bots.filter((b) => b === null).length}
        inviteAllowed={service.kind === 'server'}
        onChange={setMode}
      />
      <OptionSwitches game={game.id} switches={switches} values={options} applying={applying} onChange={setOptions} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="start-row">
        <button type="button" className="primary big" onClick={start} disabled={busy || !draft?.ready}>
          {busy ? t('lobby.starting') : draft ? t('lobby.start', { what: draft.summary }) : t('lobby.startPlain')}
        </button>
      </div>
    </>
  );
}
