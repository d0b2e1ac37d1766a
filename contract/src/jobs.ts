/** One queue of scheduled work (issue #37), as GET /api/admin/jobs lists it. */
export interface JobQueueStats {
  queue: string;
  waiting: number;
  active: number;
  /** Jobs whose every retry failed (the dead letters), kept 14 days unless retried. */
  failed: number;
  completed: number;
  /** Seconds the oldest job waiting has waited past its start time (0: none waiting). */
  lagSeconds: number;
}

/** A job whose every retry failed. */
export interface FailedJobEntry {
  id: string;
  queue: string;
  /** The last attempt's error message. */
  error: string;
  retries: number;
  failedAt: string;
}

/** GET /api/admin/jobs. `running` is false on a replica started with JOBS=off. */
export interface AdminJobs {
  running: boolean;
  queues: JobQueueStats[];
  failed: FailedJobEntry[];
}
