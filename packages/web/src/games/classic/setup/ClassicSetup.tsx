/**
 * Zombicide Classic's part of the new-game form: a mission (those the catalog offers) and 1-6
 * survivors with their seats. The shell adds the config's switches (Ultrared, [RM] spawn dice),
 * named in this table's messages. Tells the shell the config, seats and a summary on every change.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetupProps } from '../../../shell/table-module.ts';
import { denseSeats, useOfferedMission } from '../../zombicide/setup.ts';
import { content, missions } from '../data.ts';
import { survivorName } from '../text/names.ts';
import { MissionPicker } from './MissionPicker.tsx';
import { type Pick, SurvivorPicker } from './SurvivorPicker.tsx';

/** The config of a new game: seats renumbered densely (zombicide/setup.ts) so no seat is left empty. */
export function configOf(mission: string, picks: readonly Pick[]) {
  const { survivors, seats } = denseSeats(picks);
  return { config: { mission, survivors, players: seats }, seats };
}

export function ClassicSetup({ game, onChange }: SetupProps): ReactElement {
  const { t } = useTranslation('classic');
  const { offered, mission, setMissionId } = useOfferedMission(game, missions);
  const [picks, setPicks] = useState<Pick[]>([]);

  useEffect(() => {
    if (!mission) return;
    const { config, seats } = configOf(mission.id, picks);
    onChange({
      entry: mission.id,
      config,
      seats,
      ready: picks.length > 0,
      summary: t('setup.summary', { mission: mission.id, count: picks.length }),
      label: picks.map((p) => survivorName(p.id)).join(', '),
    });
  }, [mission, picks, onChange, t]);

  if (!mission) return <p role="alert">{t('setup.noMission')}</p>;
  return (
    <>
      <MissionPicker missions={offered} chosen={mission} onChoose={setMissionId} />
      <SurvivorPicker survivors={content.survivors} picks={picks} onChange={setPicks} />
    </>
  );
}
