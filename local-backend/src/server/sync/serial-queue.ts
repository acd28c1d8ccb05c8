/** Runs async tasks one after another, in submission order. */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (error: unknown) => void) {}

  push(task: () => Promise<void> | void): void {
    this.tail = this.tail.then(task).catch(this.onError);
  }

  /** Resolves once every task pushed so far has finished. */
  idle(): Promise<void> {
    return this.tail;
  }
}
