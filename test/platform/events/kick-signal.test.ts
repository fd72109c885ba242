import { describe, expect, it } from 'vitest';
import { createKickSignal, kicker, sleepGate } from '../../../src/platform/events/kick-signal.ts';

describe('kick signal between a service thread and its relay thread', () => {
  const setup = () => {
    const signal = createKickSignal();
    let posted = 0;
    return { kick: kicker(signal, () => posted++), gate: sleepGate(signal), posted: () => posted };
  };

  it('posts no message while the relay is busy, and the relay runs another pass instead of sleeping', () => {
    const { kick, gate, posted } = setup();
    kick();
    kick();
    expect(posted()).toBe(0);
    // The commits arrived during the pass: no idle wait.
    expect(gate.enter()).toBe(false);
    // Nothing arrived during the next pass: the relay sleeps.
    expect(gate.enter()).toBe(true);
    expect(posted()).toBe(0);
  });

  it('wakes a sleeping relay with exactly one message, however many commits follow', () => {
    const { kick, gate, posted } = setup();
    expect(gate.enter()).toBe(true);
    kick();
    kick();
    kick();
    expect(posted()).toBe(1);
    gate.leave();
    // The two later commits are recorded for the relay's next decision to sleep.
    expect(gate.enter()).toBe(false);
    expect(gate.enter()).toBe(true);
    kick();
    expect(posted()).toBe(2);
  });

  it('stays correct when the idle wait ends by the poll before the kick message arrives', () => {
    const { kick, gate, posted } = setup();
    expect(gate.enter()).toBe(true);
    gate.leave(); // the poll ended the wait
    kick(); // a commit during the pass that follows: recorded, no message
    expect(posted()).toBe(0);
    expect(gate.enter()).toBe(false);
  });
});
