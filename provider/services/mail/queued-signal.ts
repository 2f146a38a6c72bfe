/**
 * How many mails this process has written to the outbox: a request that saw the number change
 * kicks the mail worker once it has answered (its transaction has committed by then), so mail
 * leaves at once instead of at the next poll.
 */
let queued = 0;

export function noteMailQueued(): void {
  queued += 1;
}

export function mailQueuedCount(): number {
  return queued;
}
