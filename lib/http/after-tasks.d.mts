/** Types of after-tasks.mjs (see there). */
export declare function afterTasks(): Set<Promise<unknown>>;
