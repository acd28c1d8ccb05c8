/**
 * Threads of one kind (queries and mutations, actions, node actions), each hosting one top-level run
 * at a time. `warm` threads start on demand and stay; when none is idle, a caller waits, and every
 * `growAfterMs` `shouldGrow` decides whether another thread is worth starting (up to `max`). Extra
 * threads stop after a while idle.
 */
export interface PooledThread {
  readonly exited: boolean;
  retired: boolean;
  terminate(): void;
  ref(): void;
  unref(): void;
}

export interface PoolOptions<T> {
  warm: number;
  max: number;
  growAfterMs: number;
  /** `held`: the threads busy with a run; `sinceReleaseMs`: since one last came free */
  shouldGrow: (held: T[], sinceReleaseMs: number) => boolean;
  /** a thread to hand out first when it is idle; otherwise the one that came free last */
  prefer?: (thread: T) => boolean;
}

const EXTRA_THREAD_IDLE_MS = 10_000;

interface Waiter {
  resolve: (thread: PooledThread) => void;
  timer: NodeJS.Timeout | null;
}

export class WorkerPool<T extends PooledThread> {
  private readonly threads = new Set<T>();
  private idle: T[] = [];
  private readonly waiters: Waiter[] = [];
  private readonly idleTimers = new Map<T, NodeJS.Timeout>();
  private lastReleaseAt = performance.now();
  private closed = false;

  constructor(
    private readonly spawn: () => T,
    private readonly options: PoolOptions<T>,
  ) {}

  get size(): number {
    return this.threads.size;
  }

  /** `avoidPreferred`: another idle thread than the preferred one, if there is one */
  acquire(options: { avoidPreferred?: boolean } = {}): Promise<T> {
    if (this.closed) return Promise.reject(new Error("The local backend is shutting down."));
    const idle = this.takeIdle(options.avoidPreferred === true);
    if (idle !== undefined) return Promise.resolve(idle);
    if (this.threads.size < this.options.warm) return Promise.resolve(this.start());
    return new Promise<T>((resolve) => {
      const waiter: Waiter = { resolve: resolve as (thread: PooledThread) => void, timer: null };
      waiter.timer = this.growTimer(waiter);
      this.waiters.push(waiter);
    });
  }

  release(thread: T): void {
    this.lastReleaseAt = performance.now();
    if (thread.exited || thread.retired || this.closed) {
      this.forget(thread);
      if (!thread.exited) thread.terminate();
      this.serveWaiterWithNewThread();
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter !== undefined) {
      if (waiter.timer !== null) clearTimeout(waiter.timer);
      waiter.resolve(thread);
      return;
    }
    thread.unref();
    this.idle.push(thread);
    if (this.threads.size > this.options.warm) {
      const timer = setTimeout(() => {
        this.idleTimers.delete(thread);
        if (!this.idle.includes(thread)) return;
        this.forget(thread);
        thread.terminate();
      }, EXTRA_THREAD_IDLE_MS);
      timer.unref();
      this.idleTimers.set(thread, timer);
    }
  }

  /** A thread that died (limit reached, crash): its place is taken by a new one if someone waits. */
  exited(thread: T): void {
    this.forget(thread);
    this.serveWaiterWithNewThread();
  }

  /** After a reload: idle threads stop now, busy ones when their run ends. */
  retireAll(): void {
    for (const thread of this.threads) thread.retired = true;
    for (const thread of this.idle) {
      this.forget(thread);
      thread.terminate();
    }
    this.idle = [];
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) if (waiter.timer !== null) clearTimeout(waiter.timer);
    for (const thread of this.threads) thread.terminate();
    this.threads.clear();
    this.idle = [];
  }

  has(thread: T): boolean {
    return this.threads.has(thread);
  }

  private takeIdle(avoidPreferred: boolean): T | undefined {
    const prefer = this.options.prefer;
    const preferred =
      prefer === undefined ? -1 : avoidPreferred ? this.idle.findLastIndex((thread) => !prefer(thread)) : this.idle.findIndex(prefer);
    const thread = preferred === -1 ? this.idle.pop() : this.idle.splice(preferred, 1)[0];
    if (thread === undefined) return undefined;
    const timer = this.idleTimers.get(thread);
    if (timer !== undefined) clearTimeout(timer);
    this.idleTimers.delete(thread);
    thread.ref();
    return thread;
  }

  private start(): T {
    const thread = this.spawn();
    this.threads.add(thread);
    return thread;
  }

  private forget(thread: T): void {
    this.threads.delete(thread);
    this.idle = this.idle.filter((candidate) => candidate !== thread);
    const timer = this.idleTimers.get(thread);
    if (timer !== undefined) clearTimeout(timer);
    this.idleTimers.delete(thread);
  }

  private serveWaiterWithNewThread(): void {
    if (this.closed || this.waiters.length === 0 || this.threads.size >= this.options.max) return;
    const waiter = this.waiters.shift() as Waiter;
    if (waiter.timer !== null) clearTimeout(waiter.timer);
    waiter.resolve(this.start());
  }

  private growTimer(waiter: Waiter): NodeJS.Timeout {
    const timer = setTimeout(() => {
      waiter.timer = null;
      if (!this.waiters.includes(waiter)) return;
      const held = [...this.threads].filter((thread) => !this.idle.includes(thread));
      if (this.threads.size < this.options.max && this.options.shouldGrow(held, performance.now() - this.lastReleaseAt)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(this.start());
      } else waiter.timer = this.growTimer(waiter);
    }, this.options.growAfterMs);
    timer.unref();
    return timer;
  }
}
