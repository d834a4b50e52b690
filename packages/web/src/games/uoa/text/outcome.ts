/**
 * Why a game ended, as a sentence in the chosen language ("Defeat: Henry was eliminated."), from the
 * engine's outcome: its reason code when the view gives it, and its English reason (which names the
 * survivor, the mission, or why the mission can no longer be won). The log's last line and the end
 * screen say the same.
 */
import { i18n } from '../../../i18n/index.ts';
import { missions } from '../data.ts';
import { missionNamed } from './missions.ts';
import { namedText, survivorNamed } from './names.ts';
import { lostText } from './rule-text.ts';

/** Reasons whose sentence needs nothing from the engine's words. */
const PLAIN: [RegExp, string][] = [
  [/^The train came while the Wagon stood on the track$/, 'wagonOnTrack'],
  [/^The train left the board with zombies aboard$/, 'zombiesAboardTrain'],
  [/^The train has left without every survivor$/, 'trainLeftWithoutPosse'],
  [/^No survivor is left on the board able to act and finish the mission$/, 'nobodyLeft'],
  [/^Every survivor has been eliminated$/, 'nobodyLeft'],
];

/** Every outcome key the sentences use, for the messages test. */
export const OUTCOME_KEYS: readonly string[] = [
  'over.reason.goalsDone',
  'over.reason.survivorEliminated',
  'over.reason.sevenSpawnZones',
  'over.reason.missionLost',
  'over.reason.won',
  'over.reason.lost',
  ...PLAIN.map(([, key]) => `over.reason.${key}`),
];

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {}) as string;

export function outcomeText(
  won: boolean,
  reason: string,
  survivors: readonly { id: string; eliminated?: boolean }[],
  code = '',
): string {
  const goals = /^(.+): every goal is done$/.exec(reason);
  if (code === 'goalsDone' || goals)
    return t('uoa:over.reason.goalsDone', { mission: missionNamed(goals?.[1] ?? '', missions) });
  const eliminated = /^(\S+) was eliminated$/.exec(reason);
  if (code === 'survivorEliminated' || eliminated) {
    const id = eliminated?.[1] ?? survivors.find((s) => s.eliminated)?.id ?? '';
    return t('uoa:over.reason.survivorEliminated', { name: survivorNamed(id, survivors) });
  }
  const spawns = /^(\d+) spawn zones are active$/.exec(reason);
  if (code === 'sevenSpawnZones' || spawns)
    return t('uoa:over.reason.sevenSpawnZones', { count: Number(spawns?.[1] ?? 7) });
  for (const [re, key] of PLAIN) if (re.test(reason)) return t(`uoa:over.reason.${key}`);
  // "<mission>: <why>": a goal that can no longer be reached.
  const lost = /^(.+?): (.+)$/.exec(reason);
  const mission = lost && missions.find((m) => m.name === lost[1]);
  if (lost && (code === 'missionLost' || mission))
    return t('uoa:over.reason.missionLost', {
      mission: missionNamed(lost[1], missions),
      why: lostText(lost[2], survivors).text,
    });
  return t(won ? 'uoa:over.reason.won' : 'uoa:over.reason.lost', { reason: namedText(reason, survivors) });
}
