/** The client's optional acknowledgement callback (socket.io passes it as the last argument). */
type Ack = (result: { ok: boolean }) => void;

/** Answers the client's acknowledgement, when it asked for one. */
export function acknowledge(ack: unknown, ok: boolean): void {
  if (typeof ack === 'function') (ack as Ack)({ ok });
}
