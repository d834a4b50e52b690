/**
 * A mission's texts in the chosen language: English from the mission file (one source for designers
 * and players), French from the table's messages (`content.missions.<id>`, i18n/content.fr.json).
 */
import type { TFunction } from 'i18next';
import type { MissionDef } from '@horde/zombicide';
import { ownWords } from '../../zombicide/studio-mission.ts';

export function missionName(t: TFunction, m: MissionDef): string {
  return t(`content.missions.${m.id}.name`, { defaultValue: ownWords(m.name, m.nameFr) });
}

export function missionIntro(t: TFunction, m: MissionDef): string {
  return t(`content.missions.${m.id}.intro`, {
    defaultValue: ownWords(m.intro ?? '', (m as { introFr?: string }).introFr),
  });
}

export function goalText(t: TFunction, m: MissionDef, i: number): string {
  return t(`content.missions.${m.id}.goals.${i}`, { defaultValue: m.goals[i]?.text ?? m.goals[i]?.kind ?? '' });
}

export function specialRule(t: TFunction, m: MissionDef, id: string): { title: string; text: string } {
  const r = m.specialRules?.find((x) => x.id === id);
  return {
    title: t(`content.missions.${m.id}.rules.${id}.title`, { defaultValue: r?.title ?? id }),
    text: t(`content.missions.${m.id}.rules.${id}.text`, { defaultValue: r?.text ?? '' }),
  };
}
