/**
 * The Zombie player's rules. The Zombie rulebook is not in the seeds: this is
 * designed, consistent with what the Survivor rulebook (seed 003) says of the
 * zombie side: the Zombie Draw Phase has movement and a draw (lines 569-570),
 * zombies get 5E (4 under the easier rules, line 562; the green token, line
 * 682), they are summoned into row ten (line 537), a summoned zombie may not
 * attack that turn (line 790), knocked-down zombies do not move (line 699),
 * Shriekers summon (line 811), the Zombie Player counters attacks (line 360).
 */
import type { ZombieRulesDef } from '@horde/seconds';

export const zombieRules: ZombieRulesDef = {
  energy: 5,
  easierEnergy: 4,
  startZombies: 2,
  startTactics: 2,
  handLimit: 6,
  costs: { move: 1, attack: 1, standUp: 1, summon: 1, draw: 1 },
  summonRow: 10,
  warehouse: 3,
  startRows: [
    { row: 6, zombies: 2 },
    { row: 8, zombies: 2 },
  ],
  roundLimit: 30,
  source: 'designed; setup rows from the solo setup, seed 003 line 688; 5E from lines 562, 682',
  text: [
    {
      id: 'setup',
      title: 'Setup',
      text: 'Shuffle the Zombie deck. Three zombie cards go face down in row one: the Warehouse zombies (you may look at them). Two face-up zombies go in row six and two in row eight. Draw two Zombie cards and two Zombie Tactics cards.',
      source: 'designed from the solo setup, seed 003 line 688',
    },
    {
      id: 'draw',
      title: 'Draw Phase',
      text: 'Flip your five Energy tokens. Zombie movement: every standing zombie behind the Survivor, and every standing Runner, moves one row toward the Survivor for free. Then draw one Zombie Tactics card.',
      source: 'designed; movement then a draw in the Draw Phase, seed 003 lines 569-570',
    },
    {
      id: 'action',
      title: 'Action Phase',
      text: "Spend your Energy, timed by the Survivor: move a standing zombie one row (1E; a Runner up to two rows), attack with a standing zombie in the Survivor's row that has not attacked this turn and was not summoned this turn (1E), stand a zombie up by removing its Knockdown token (1E), summon a Zombie card from your hand into row ten (1E), draw a Zombie card or a Zombie Tactics card (1E), play a Zombie Tactics card (its cost), and once per turn per standing Shrieker play a Base zombie from your hand into row ten (0E).",
      source: 'designed',
    },
    {
      id: 'attack',
      title: 'Zombie attacks',
      text: "Draw a Zombie Attack card and read line A (Crawlers read line B). On a hit the Survivor takes the zombie's damage (a Boss deals 2) and, with the knockdown icon or from a Brute, is knocked down. Body Armor absorbs damage but never a knockdown.",
      source: 'designed; armour, seed 003 line 436',
    },
    {
      id: 'counter',
      title: "In the Survivor's turn",
      text: "Your zombies make Opportunity Attacks when the Survivor moves up out of their row (seed line 238). When a Survivor's attack succeeds, you may counter it with a Tactics card that says so. Under the Sound rule, a sound weapon lets you play a Zombie card from your hand into row ten.",
      source: 'seed 003 lines 238, 360, 537',
    },
    {
      id: 'end',
      title: 'End of your turn',
      text: 'Discard down to six cards. If no zombie attacked the Survivor this turn, the Survivor removes a Concussion token (Concussion rule).',
      source: 'designed; Concussion, seed 003 line 545',
    },
    {
      id: 'overrun',
      title: 'Overrun',
      text: 'If the Survivor has not reached the street after the zombie turn of the round limit (30 rounds by default), the horde overruns the alley: the zombies win.',
      source: 'designed: every game must end',
    },
  ],
};
