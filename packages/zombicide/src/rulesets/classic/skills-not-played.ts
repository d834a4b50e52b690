/**
 * The Skills of seed 001's "Skills" section (lines 2121-2317) this ruleset does not play yet, each with why. None
 * of them is in a survivor's tree of the content, and a free choice among every Skill (Ultrared, seed 001 line
 * 2838) never offers them (the ruleset's `skillsNotPlayed`). The rules reference lists them (rulings.ts,
 * CLASSIC_NOT_YET; the table's "Not yet" list). From rules version 10 every one is played (the last five:
 * skills/versions.ts SKILLS_FROM_V10); the list stays for a Skill a later content adds before its rules.
 */
export const CLASSIC_SKILLS_NOT_PLAYED: Readonly<Record<string, string>> = {};
