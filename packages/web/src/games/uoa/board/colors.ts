/** Survivor colours (Okabe-Ito, safe for colour-blind players) — always shown with the name's initial too. */
export const SURVIVOR_COLORS = ['#E69F00', '#56B4E9', '#CC79A7', '#F0E442', '#0072B2', '#D55E00'] as const;
export const SURVIVOR_TEXT = ['#1a1a1a', '#1a1a1a', '#1a1a1a', '#1a1a1a', '#ffffff', '#ffffff'] as const;

export const ZOMBIE_FILL = ['#4f5b3a', '#7a3b2e', '#3d4a63', '#2b1b30'] as const;

export const OBJECTIVE_FILL: Record<string, string> = { red: '#c0392b', blue: '#2e6fd1', green: '#2f8f4e' };
