/**
 * Where the Undead or Alive rulebooks (seed 000 in English, seed 002 in French) are silent or disagree,
 * what this ruleset plays and the file that decides it (its comment names the passage too). The web
 * table's help shows this list, in English and French.
 */
export interface UoaRuling {
  id: string;
  /** The seed passage. */
  seed: string;
  /** What we play, in English. */
  text: string;
  /** The file that makes it. */
  where: string;
}

export const UOA_RULINGS: readonly UoaRuling[] = [
  {
    id: 'holyWaterCost',
    seed: 'EN "Holy Water" (no cost printed)',
    text: 'Using Holy Water costs 1 Action, as every other use of a card on the board; only discarding Water for 3 AP is free.',
    where: 'rulesets/uoa/holy-water.ts',
  },
  {
    id: 'wagonDriver',
    seed: 'EN 870-874 silent, FR p. 34',
    text: 'The survivor who moves the Wagon walks beside it and may not be one of its riders.',
    where: 'rulesets/uoa/machines.ts',
  },
  {
    id: 'wagonExit',
    seed: 'FR 1298-1301, EN 870-874',
    text: 'A survivor in the Wagon gets out (1 Action, plus 1 per zombie in its zone) before it may Move; a survivor whose Move ends in the Wagon’s zone may get in free right after it.',
    where: 'rulesets/uoa/machines.ts',
  },
  {
    id: 'objectiveCargo',
    seed: 'M7 (silent on discarding the Objective tokens)',
    text: 'An Objective token is the mission’s cargo: it cannot be discarded.',
    where: 'rulesets/uoa/mission-rules.ts',
  },
  {
    id: 'tradeConsent',
    seed: 'EN "Trade" (the rulebooks assume one table)',
    text: 'Online, a trade with another seat’s survivor takes effect only once that seat agrees.',
    where: 'trade.ts',
  },
  {
    id: 'posseCompanionClasses',
    seed: 'EN 282 silent',
    text: 'Companions completing a posse of 3 or 4 may not be of a class the mission forbids.',
    where: 'setup.ts',
  },
  {
    id: 'bowlerHat',
    seed: 'EN 758, 766; FR 133-136',
    text: 'The Bowler Hat has no special ability: the rulebooks mention one but print none, and "it never comes alone" is a flavour quote.',
    where: 'rulesets/uoa/spawn.ts',
  },
  {
    id: 'missionLost',
    seed: 'EN 449, 1462',
    text: 'The game is lost as soon as a goal can no longer be reached (an Objective it needs removed, a hidden Companion gone, too few Bounty Weapons left, the Wagon gone); goals lost only through an elimination are left to that rule.',
    where: 'objectives.ts, rulesets/uoa/mission-rules.ts',
  },
  {
    id: 'corpsePilesSet',
    seed: 'M2, FR 2836; EN 1125-1126; FR 1758-1775',
    text: '“Make every Corpse Pile safe” means every Corpse Pile token set on the board: a pile is set only when a survivor first enters its building, and a printed place never entered holds none.',
    where: 'rulesets/uoa/mission-rules.ts',
  },
];
