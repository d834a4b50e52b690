/**
 * A mission's texts in the chosen language: English from the mission file (one source for designers
 * and players), French from the table's messages (`content.missions.<id>`, i18n/content.fr.json).
 */
import type { MissionDef } from '@horde/zombicide';
import { i18n } from '../../../i18n/index.ts';
import { ownWords } from '../../zombicide/studio-mission.ts';

const t = (key: string, defaultValue: string): string => i18n.t(key, { defaultValue }) as string;

export function missionName(m: MissionDef): string {
  return t(`uoa:content.missions.${m.id}.name`, ownWords(m.name, m.nameFr));
}

export function missionIntro(m: MissionDef): string {
  return t(`uoa:content.missions.${m.id}.intro`, ownWords(m.intro ?? '', (m as { introFr?: string }).introFr));
}

export function goalText(m: MissionDef, i: number): string {
  const g = m.goals[i];
  return t(`uoa:content.missions.${m.id}.goals.${i}`, g?.text ?? g?.kind ?? '');
}

export function specialRule(m: MissionDef, id: string): { title: string; text: string } {
  const r = m.specialRules?.find((x) => x.id === id);
  return {
    title: t(`uoa:content.missions.${m.id}.rules.${id}.title`, r?.title ?? id),
    text: t(`uoa:content.missions.${m.id}.rules.${id}.text`, r?.text ?? ''),
  };
}
