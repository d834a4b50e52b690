/**
 * What the shell puts in a table's top bar (the Players & chat button of an online seat): the kit's TopBar draws it
 * at its end, in the bar's own flow, so that it never covers the table's controls (issue 33: a fixed corner button
 * covered the Seconds to Live prompt on a phone). Nothing outside a game screen (a replay) provides any.
 */
import { createContext, type ReactNode } from 'react';

export const TableBarItems = createContext<ReactNode>(null);
