/**
 * The Skills of seed 001's "Skills" section (lines 2121-2317) this ruleset does not play yet, each with why. None
 * of them is in a survivor's tree of the content, and a free choice among every Skill (Ultrared, seed 001 line
 * 2838) never offers them (the ruleset's `skillsNotPlayed`). The rules reference lists them (decisions.ts,
 * CLASSIC_NOT_YET).
 */
export const CLASSIC_SKILLS_NOT_PLAYED: Readonly<Record<string, string>> = {
  plus1FreeDogAction: 'dog Companions act through their Leader’s Actions only; no Action is a dog’s own yet',
  barbarian: 'not played yet',
  bloodlust: 'not played yet',
  canStartAt: 'needs every player’s consent at setup, which the game does not ask yet',
  destiny: 'not played yet',
  distributor: 'not played yet',
  escalationProtonPack: 'the Proton Pack is a Ghostbusters card this ruleset does not have',
  fullAuto: 'not played yet',
  isThatAllYouveGot: 'not played yet',
  rotten: 'not played yet',
  tactician: 'not played yet',
  tauntClassic: 'not played yet',
  trickShot: 'not played yet',
};
