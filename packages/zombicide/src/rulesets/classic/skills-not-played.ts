/**
 * The Skills of seed 001's "Skills" section (lines 2121-2317) this ruleset does not play yet, each with why. None
 * of them is in a survivor's tree of the content, and a free choice among every Skill (Ultrared, seed 001 line
 * 2838) never offers them (the ruleset's `skillsNotPlayed`). The rules reference lists them (rulings.ts,
 * CLASSIC_NOT_YET; the table's "Not yet" list).
 */
export const CLASSIC_SKILLS_NOT_PLAYED: Readonly<Record<string, string>> = {
  tactician: 'Activations pass from player to player; one in another player’s turn is not played yet',
};
