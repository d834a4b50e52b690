/** Each seat's pawn colour (seat order), and the King Zombie's black pawn (seed 004 line 155). */
export const SEAT_COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#f9a825', '#6a1b9a', '#ef6c00'];
export const KING_COLOUR = '#111111';

export function seatColour(seat: number, role?: string): string {
  return role === 'king' ? KING_COLOUR : (SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? '#555');
}

/** Text that reads on the seat's colour. */
export function seatInk(seat: number, role?: string): string {
  return role !== 'king' && seat % SEAT_COLOURS.length === 3 ? '#1f1b16' : '#fff';
}
