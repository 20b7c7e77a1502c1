export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export const manualClock = (start: Date = new Date()) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (date: Date) => {
      current = date.getTime();
    },
  };
};

/**
 * The system's clock moved by an offset an operator sets (`npm run admin -- clock set ISO`): a
 * server started with TEST_CLOCK=true, to rehearse what happens at a later time (a visit's
 * reminders, its outcome) with everything else real (docs/deploy.md#a-movable-clock).
 */
export const movableClock = () => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (date: Date) => {
      offset = date.getTime() - Date.now();
    },
  };
};

export type MovableClock = ReturnType<typeof movableClock>;

export const isMovable = (clock: Clock): clock is MovableClock => 'set' in clock;
