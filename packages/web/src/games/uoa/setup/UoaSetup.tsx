/**
 * Undead or Alive's part of the new-game form: a mission (those the catalog offers), 1-6
 * survivors with their seats, and Companions completing a posse of 3 or 4. Tells the shell the
 * config, seats and a summary on every change.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetupProps } from '../../../shell/table-module.ts';
import { denseSeats, useOfferedMission } from '../../zombicide/setup.ts';
import { content, missions } from '../data.ts';
import { survivorName } from '../text/names.ts';
import { MissionPicker } from './MissionPicker.tsx';
import { SurvivorPicker, type Pick } from './SurvivorPicker.tsx';
import { CompanionPicker, companionsConfig, type CompanionPick } from './CompanionPicker.tsx';

export function UoaSetup({ game, onChange }: SetupProps): ReactElement {
  const { t } = useTranslation('uoa');
  const { offered, mission, setMissionId } = useOfferedMission(game, missions);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [companions, setCompanions] = useState<CompanionPick[]>([]);

  useEffect(() => {
    if (!mission) return;
    const { survivors, seats } = denseSeats(picks);
    const joining = companionsConfig(picks, companions);
    onChange({
      entry: mission.id,
      config: {
        mission: mission.id,
        survivors,
        ...(joining.length ? { companions: joining } : {}),
        players: seats,
      },
      seats,
      ready: picks.length > 0,
      summary: t('setup.summary', { mission: mission.id, count: picks.length }),
      label: picks.map((p) => survivorName(p.id)).join(', '),
    });
  }, [mission, picks, companions, onChange, t]);

  if (!mission) return <p role="alert">{t('setup.noMission')}</p>;
  return (
    <>
      <MissionPicker missions={offered} chosen={mission} onChoose={setMissionId} />
      <SurvivorPicker
        survivors={content.survivors}
        forbidden={mission.forbiddenClasses}
        picks={picks}
        onChange={setPicks}
      />
      <CompanionPicker
        survivors={content.survivors}
        forbidden={mission.forbiddenClasses}
        posse={picks}
        companions={companions.filter((c) => !picks.some((p) => p.id === c.id))}
        onChange={setCompanions}
      />
    </>
  );
}
